"""The function transforms behind torch.func."""
