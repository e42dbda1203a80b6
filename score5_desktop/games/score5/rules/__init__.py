"""SCORE 5's rules: cards, deal, decisions, events, state, scoring, records (plain Python)."""
