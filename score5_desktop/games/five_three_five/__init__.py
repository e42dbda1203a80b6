"""Five Three Five: a climbing card game for 2 to 6 players (docs/rulings.md)."""
