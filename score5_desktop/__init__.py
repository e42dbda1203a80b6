"""Score 5 Desktop: an unofficial desktop implementation of the SCORE 5 auction card game.

Layers look down only: ``engine`` (rules and records, plain Python) -> ``ai``
(bots and tournaments, plain Python) -> ``model`` (QObjects the views bind to)
-> ``ui`` (windows and the animated table).
"""

__version__ = "0.1.0"
