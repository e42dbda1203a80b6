"""Online tables in the window: hosting, joining, the table's window (issue 47)."""
