"""The rules of Five Three Five in plain Python: cards, melds, decisions, state, view, records.

No Qt and no bots here; everything is seeded and typed (rulings F1-F14)."""
