"""Infrastructure every window shares: appearance (themes), language, motion (speed)
and sound."""
