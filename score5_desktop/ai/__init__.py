"""Bots and tournaments (plain Python; imports the engine, never Qt).

A bot sees only its seat's observation (R10) and answers every kind of decision
with ``advise`` (decision and a one-sentence reason) or ``decide``:

- ``levels``: the level names and ``make_bot(level, seed, think)``.
- ``random_bot``: uniform legal play (``random``).
- ``heuristic``: rules of thumb (``easy``, ``normal``).
- ``search``: determinized Monte Carlo search (``hard``, ``expert``), built on
  ``determinize`` (sampling what the seat cannot see), ``bids`` (the compact bid
  abstraction), ``fastsim`` (rollouts on masks) and ``tables`` (fast scoring).
- ``explain``: the reasons' wording.
- ``match`` and ``arena``: whole games, and duplicate tournaments with statistics.
"""
