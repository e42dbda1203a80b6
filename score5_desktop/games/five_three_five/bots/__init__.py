"""Bots for Five Three Five: they see a seat's view, never the state."""
