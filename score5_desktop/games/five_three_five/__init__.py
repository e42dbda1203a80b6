"""Five Three Five: a climbing card game for 2 to 6 players (FIVE_THREE_FIVE.md)."""
