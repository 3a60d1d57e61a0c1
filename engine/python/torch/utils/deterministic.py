"""torch.utils.deterministic: whether torch.use_deterministic_algorithms(True) fills the memory of tensors made
without values (NaN, or an integer dtype's largest value)."""
fill_uninitialized_memory = True
