"""Five Three Five's Qt part: its cards, table, controls and words (loaded by the shell
through the registry, never imported by name from a generic module)."""
