import torch.multiprocessing as mp
print(mp.get_sharing_strategy(), sorted(mp.get_all_sharing_strategies()))
mp.set_sharing_strategy("file_system"); print(mp.get_sharing_strategy())
mp.set_start_method("spawn", force=True); print(mp.get_start_method())
print(callable(mp.Queue), "Process" in mp.__all__)
