"""SCORE 5's words: cards named in sentences, the log's events, decisions and hints."""
