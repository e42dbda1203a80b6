"""Our own card art and family symbols, painted with QPainter."""
