"""The client shell's widgets, one widget per module."""
