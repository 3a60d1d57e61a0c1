"""torch.multiprocessing: Python's multiprocessing with PyTorch's tensor-sharing settings, so that programs importing
it run. A browser page starts no processes: DataLoader workers run in Web Workers of their own instead
(torch/utils/data), and starting a Process or spawn() says that it cannot be done here."""
import multiprocessing
from multiprocessing import *  # noqa: F401,F403

__all__ = ["set_sharing_strategy", "get_sharing_strategy", "get_all_sharing_strategies", "spawn",
           "start_processes"] + multiprocessing.__all__

# Linux's strategies, the first its default (torch/multiprocessing/__init__.py)
_ALL_STRATEGIES = {"file_descriptor", "file_system"}
_sharing_strategy = "file_descriptor"


def set_sharing_strategy(new_strategy):
    global _sharing_strategy
    assert new_strategy in _ALL_STRATEGIES
    _sharing_strategy = new_strategy


def get_sharing_strategy():
    return _sharing_strategy


def get_all_sharing_strategies():
    return _ALL_STRATEGIES


def start_processes(fn, args=(), nprocs=1, join=True, daemon=False, start_method="spawn"):
    raise RuntimeError("torch.multiprocessing cannot start processes here: this Python runs in a browser (or a "
                       "single Node worker) without a process to spawn. DataLoader(num_workers=N) does run in "
                       "parallel workers.")


def spawn(fn, args=(), nprocs=1, join=True, daemon=False, start_method="spawn"):
    return start_processes(fn, args, nprocs, join, daemon, start_method)
