"""Score charts painted with QPainter, shared by the end-of-game and statistics windows."""
