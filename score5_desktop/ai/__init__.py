"""Tournaments (plain Python; never Qt): ``match`` plays whole games, ``arena`` runs
duplicate tournaments with statistics, ``ladder`` measures each level against the one
below. SCORE 5's bots themselves live in ``games.score5.bots``.
"""
