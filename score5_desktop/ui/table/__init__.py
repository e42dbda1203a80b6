"""The card table: the scene, its items (cards, pile, seat plates, badges), the view, the
controller that animates game events, and the action bar under it."""
