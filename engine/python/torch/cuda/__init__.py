"""torch.cuda: the `cuda` device is WebGPU when the host found an adapter, and absent otherwise.

Without an adapter every function behaves as in a CPU-only PyTorch build: queries answer False/0, and anything that
needs the device raises "Torch not compiled with CUDA enabled". With one there is exactly one device, cuda:0.
"""
from .._engine import _E, release_after, wait
from .._device import device as _device
from .._memory_format import contiguous_format

_initialized = False


def is_available():
    return _E.accelerator() is not None


def device_count():
    return 1 if is_available() else 0


def is_initialized():
    return _initialized


def _lazy_init():
    global _initialized
    if not is_available():
        raise AssertionError("Torch not compiled with CUDA enabled")
    _initialized = True
    release_after[0] = 1


def init():
    _lazy_init()


def _index(device, optional=True):
    """The ordinal a device argument names (None: the current device), checked to exist."""
    if device is None:
        return 0
    if isinstance(device, str):
        device = _device(device)
    if isinstance(device, _device):
        if device.type != "cuda":
            raise ValueError(f"Expected a cuda device, but got: {device}")
        index = 0 if device.index is None else device.index
    else:
        index = int(device)
    if index != 0:
        raise AssertionError("Invalid device id")
    return index


def current_device():
    _lazy_init()
    return 0


def set_device(device):
    _lazy_init()
    _index(device)


def get_device_name(device=None):
    return get_device_properties(device).name


def get_device_capability(device=None):
    props = get_device_properties(device)
    return props.major, props.minor


class _DeviceProperties:
    """What torch.cuda.get_device_properties reports, for the WebGPU adapter behind cuda:0."""

    def __init__(self, name, f16, total_memory):
        self.name = name
        self.total_memory = total_memory
        # a WebGPU adapter has no CUDA compute capability; 8.0 says "float16 and bfloat16 work" where they do
        self.major, self.minor = (8, 0) if f16 else (7, 0)
        self.multi_processor_count = 1
        self.is_integrated = 0
        self.is_multi_gpu_board = 0

    def __repr__(self):
        return (f"_CudaDeviceProperties(name='{self.name}', major={self.major}, minor={self.minor}, "
                f"total_memory={self.total_memory // (1024 * 1024)}MB, "
                f"multi_processor_count={self.multi_processor_count})")


def get_device_properties(device=None):
    _lazy_init()
    _index(device)
    name, f16 = _E.accelerator().to_py()
    return _DeviceProperties(name, f16, _E.cuda_memory().limit)


def is_bf16_supported(including_emulation=True):
    # bfloat16 is stored in 16 bits and computed in float32 on every adapter; current PyTorch answers False without
    # a device
    return is_available()


def synchronize(device=None):
    """Waits for every queued GPU kernel to finish."""
    _lazy_init()
    _index(device)
    wait(_E.cuda_synchronize())


def manual_seed(seed):
    """Seeds the cuda device's generator (its stream differs from the CPU's for one seed, as in PyTorch)."""
    if is_available():
        _E.cuda_manual_seed(int(seed))


manual_seed_all = manual_seed


def seed():
    if is_available():
        import random

        manual_seed(random.getrandbits(63))


seed_all = seed


def initial_seed():
    _lazy_init()
    return _E.cuda_initial_seed()


def _default_generator():
    """cuda:0's default generator: Philox, its state PyTorch's 16 bytes (the seed, then the offset)."""
    from .._generator import Generator

    global default_generators
    if not default_generators:
        default_generators = (Generator._over(_E.cuda_generator(), "cuda:0"),)
    return default_generators[0]


default_generators = ()  # filled on first use, as PyTorch fills it when cuda initialises


def get_rng_state(device="cuda"):
    _lazy_init()
    _index(device)
    return _default_generator().get_state()


def get_rng_state_all():
    return [get_rng_state(i) for i in range(device_count())]


def set_rng_state(new_state, device="cuda"):
    new_state = new_state.clone(memory_format=contiguous_format)
    # PyTorch defers this until cuda initialises, which a build without it never does
    if is_available():
        _index(device)
        _default_generator().set_state(new_state)


def set_rng_state_all(new_states):
    for i, state in enumerate(new_states):
        set_rng_state(state, i)


def _memory(key):
    return getattr(_E.cuda_memory(), key) if is_available() else 0


def memory_allocated(device=None):
    """Bytes held by live GPU tensors."""
    return _memory("allocated")


def max_memory_allocated(device=None):
    return _memory("peak")


def memory_reserved(device=None):
    """Bytes held by the buffer pool: live tensors plus freed buffers kept for reuse."""
    return _memory("reserved")


def max_memory_reserved(device=None):
    return _memory("peakReserved")


def reset_peak_memory_stats(device=None):
    if is_available():
        _E.cuda_reset_peak()


reset_max_memory_allocated = reset_peak_memory_stats


def empty_cache():
    """Gives the pool's unused buffers back to WebGPU."""
    if is_available():
        _E.cuda_empty_cache()


def mem_get_info(device=None):
    _lazy_init()
    stats = _E.cuda_memory()
    return stats.limit - stats.reserved, stats.limit


class Event:
    """A point in the GPU's queue; with enable_timing, elapsed_time() between two recorded events in ms."""

    def __init__(self, enable_timing=False, blocking=False, interprocess=False):
        _lazy_init()
        self.enable_timing = enable_timing
        self._time = None

    def record(self, stream=None):
        # WebGPU timestamp queries are optional and coarse: an event's time is when the queue drained up to it
        self._time = wait(_E.cuda_synchronize())

    def synchronize(self):
        wait(_E.cuda_synchronize())

    def wait(self, stream=None):
        pass  # one queue: work recorded later already runs after this event

    def query(self):
        return True

    def elapsed_time(self, end_event):
        if not (self.enable_timing and end_event.enable_timing):
            raise RuntimeError("Both events must be created with argument 'enable_timing=True'.")
        if self._time is None or end_event._time is None:
            raise RuntimeError("Both events must be recorded before calculating elapsed time.")
        return end_event._time - self._time


class device:
    """Context manager that selects a CUDA device (there is one: cuda:0)."""

    def __init__(self, device):
        self.idx = -1 if device is None else _index(device)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
