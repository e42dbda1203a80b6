"""What every game shares: the game protocol, its value types and the registry.

Nothing here knows a game's rules or imports Qt; games live in
``score5_desktop.games.<id>`` and are found through ``registry``.
"""
