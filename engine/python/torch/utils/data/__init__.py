"""torch.utils.data: datasets, samplers, collation and the DataLoader with parallel workers."""
from ._utils.collate import default_collate, default_convert
from ._utils.worker import get_worker_info
from .dataloader import DataLoader
from .dataset import (ChainDataset, ConcatDataset, Dataset, IterableDataset, StackDataset, Subset, TensorDataset,
                      random_split)
from .distributed import DistributedSampler
from .sampler import (BatchSampler, RandomSampler, Sampler, SequentialSampler, SubsetRandomSampler,
                      WeightedRandomSampler)

__all__ = ["BatchSampler", "ChainDataset", "ConcatDataset", "DataLoader", "Dataset", "DistributedSampler",
           "IterableDataset", "RandomSampler", "Sampler", "SequentialSampler", "StackDataset", "Subset",
           "SubsetRandomSampler", "TensorDataset", "WeightedRandomSampler", "default_collate", "default_convert", "get_worker_info",
           "random_split"]
