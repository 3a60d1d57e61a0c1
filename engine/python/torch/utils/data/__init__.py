"""torch.utils.data: datasets, samplers and a single-process DataLoader that draws its shuffles as PyTorch does."""
import collections.abc

import torch


class Dataset:
    def __getitem__(self, index):
        raise NotImplementedError("Subclasses of Dataset should implement __getitem__.")

    def __add__(self, other):
        return ConcatDataset([self, other])


class IterableDataset(Dataset):
    def __iter__(self):
        raise NotImplementedError("Subclasses of IterableDataset should implement __iter__.")


class TensorDataset(Dataset):
    def __init__(self, *tensors):
        if any(tensors[0].size(0) != t.size(0) for t in tensors):
            raise AssertionError("Size mismatch between tensors")
        self.tensors = tensors

    def __getitem__(self, index):
        return tuple(t[index] for t in self.tensors)

    def __len__(self):
        return self.tensors[0].size(0)


class ConcatDataset(Dataset):
    def __init__(self, datasets):
        self.datasets = list(datasets)
        self.cumulative_sizes = []
        total = 0
        for d in self.datasets:
            total += len(d)
            self.cumulative_sizes.append(total)

    def __len__(self):
        return self.cumulative_sizes[-1] if self.cumulative_sizes else 0

    def __getitem__(self, idx):
        if idx < 0:
            idx += len(self)
        start = 0
        for d, end in zip(self.datasets, self.cumulative_sizes):
            if idx < end:
                return d[idx - start]
            start = end
        raise IndexError("index out of range")


class Subset(Dataset):
    def __init__(self, dataset, indices):
        self.dataset, self.indices = dataset, indices

    def __getitem__(self, idx):
        return self.dataset[self.indices[idx]]

    def __len__(self):
        return len(self.indices)


class Sampler:
    def __init__(self, data_source=None):
        pass


class SequentialSampler(Sampler):
    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


class RandomSampler(Sampler):
    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source, self.replacement, self._num_samples, self.generator = (data_source, replacement,
                                                                                num_samples, generator)

    @property
    def num_samples(self):
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        n = len(self.data_source)
        if self.generator is None:
            # a fresh generator per epoch, seeded from the default one, as PyTorch does
            seed = int(torch.empty((), dtype=torch.int64).random_().item())
            generator = torch.Generator()
            generator.manual_seed(seed)
        else:
            generator = self.generator
        if self.replacement:
            for _ in range(self.num_samples // 32):
                yield from torch.randint(high=n, size=(32,), dtype=torch.int64, generator=generator).tolist()
            yield from torch.randint(high=n, size=(self.num_samples % 32,), dtype=torch.int64,
                                     generator=generator).tolist()
        else:
            for _ in range(self.num_samples // n):
                yield from torch.randperm(n, generator=generator).tolist()
            yield from torch.randperm(n, generator=generator).tolist()[:self.num_samples % n]

    def __len__(self):
        return self.num_samples


class BatchSampler(Sampler):
    def __init__(self, sampler, batch_size, drop_last):
        self.sampler, self.batch_size, self.drop_last = sampler, batch_size, drop_last

    def __iter__(self):
        batch = []
        for idx in self.sampler:
            batch.append(idx)
            if len(batch) == self.batch_size:
                yield batch
                batch = []
        if batch and not self.drop_last:
            yield batch

    def __len__(self):
        n = len(self.sampler)
        return n // self.batch_size if self.drop_last else (n + self.batch_size - 1) // self.batch_size


def default_collate(batch):
    """Stacks a list of samples into a batch: tensors stacked, numbers made tensors, structures kept."""
    elem = batch[0]
    if isinstance(elem, torch.Tensor):
        return torch.stack(batch, 0)
    if isinstance(elem, bool):
        return torch.tensor(batch)
    if isinstance(elem, float):
        return torch.tensor(batch, dtype=torch.float64)
    if isinstance(elem, int):
        return torch.tensor(batch)
    if isinstance(elem, str):
        return batch
    if isinstance(elem, collections.abc.Mapping):
        return {key: default_collate([d[key] for d in batch]) for key in elem}
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(samples) for samples in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        # tuples come back as lists, as in PyTorch
        return [default_collate(samples) for samples in zip(*batch)]
    if type(elem).__module__ == "numpy":
        return torch.stack([torch.tensor(b) for b in batch], 0)
    raise TypeError(f"default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found "
                    f"{type(elem)}")


class _WorkerInfo:
    def __init__(self, id, num_workers, seed, dataset):  # noqa: A002
        self.id, self.num_workers, self.seed, self.dataset = id, num_workers, seed, dataset


_worker_info = None


def get_worker_info():
    """Inside a worker, who the worker is; None in the main process (this DataLoader loads in-process)."""
    return _worker_info


class DataLoader:
    """Loads batches in the calling process. num_workers > 0 is accepted and runs the workers one after another."""

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False):
        self.dataset, self.batch_size, self.num_workers, self.drop_last = dataset, batch_size, num_workers, drop_last
        self.generator, self.worker_init_fn = generator, worker_init_fn
        self.collate_fn = collate_fn or default_collate
        self._iterable = isinstance(dataset, IterableDataset)
        if self._iterable:
            if shuffle:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle option, but got "
                                 f"shuffle={shuffle}")
            self.sampler = None
        elif sampler is None:
            sampler = RandomSampler(dataset, generator=generator) if shuffle else SequentialSampler(dataset)
        if not self._iterable:
            self.sampler = sampler
        self.batch_sampler = batch_sampler if batch_sampler is not None else (
            BatchSampler(sampler, batch_size, drop_last) if batch_size is not None and not self._iterable else None)

    def __iter__(self):
        # PyTorch draws a base seed for the workers every time an iterator is made
        base_seed = int(torch.empty((), dtype=torch.int64).random_(generator=self.generator).item())
        if self._iterable:
            return self._iterate_iterable(base_seed)
        return self._iterate_map()

    def _iterate_map(self):
        if self.batch_sampler is None:
            for idx in self.sampler:
                yield self.dataset[idx]
            return
        for indices in self.batch_sampler:
            yield self.collate_fn([self.dataset[i] for i in indices])

    def _iterate_iterable(self, base_seed):
        global _worker_info
        workers = max(self.num_workers, 1)
        streams = []
        for worker_id in range(workers):
            if self.num_workers > 0:
                _worker_info = _WorkerInfo(worker_id, workers, base_seed + worker_id, self.dataset)
                if self.worker_init_fn is not None:
                    self.worker_init_fn(worker_id)
            streams.append(list(iter(self.dataset)))
            _worker_info = None
        # workers hand their batches over in turn, as PyTorch's loader collects them
        batches = []
        for stream in streams:
            if self.batch_size is None:
                batches.append([[x] for x in stream])
                continue
            chunks = [stream[i:i + self.batch_size] for i in range(0, len(stream), self.batch_size)]
            if self.drop_last and chunks and len(chunks[-1]) < self.batch_size:
                chunks.pop()
            batches.append(chunks)
        for round_ in range(max((len(b) for b in batches), default=0)):
            for b in batches:
                if round_ < len(b):
                    yield b[round_][0] if self.batch_size is None else self.collate_fn(b[round_])

    def __len__(self):
        if self._iterable:
            return len(self.dataset)
        return len(self.batch_sampler) if self.batch_sampler is not None else len(self.sampler)
