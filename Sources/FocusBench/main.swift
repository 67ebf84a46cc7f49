import FocusEngine
print("focus-bench: not yet implemented")
