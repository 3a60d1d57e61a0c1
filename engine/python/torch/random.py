"""torch.random: the default generator's seed and state, and fork_rng, as current PyTorch lays them out."""
import contextlib
import random as _random

import torch

from . import _engine
from ._engine import _E
from ._generator import default_generator

__all__ = ["set_rng_state", "get_rng_state", "manual_seed", "seed", "initial_seed", "fork_rng"]


def set_rng_state(new_state):
    """Sets the CPU generator's state from a torch.ByteTensor that get_rng_state returned."""
    default_generator.set_state(new_state)


def get_rng_state():
    """The CPU generator's state as a torch.ByteTensor."""
    return default_generator.get_state()


def manual_seed(seed):
    """Seeds every device's default generator; returns the CPU's."""
    _engine.engine(_E.manual_seed, int(seed))
    return default_generator


def seed():
    """Seeds every default generator with a non-deterministic number, and returns it."""
    s = _random.getrandbits(64)
    manual_seed(s)
    return s


def initial_seed():
    return default_generator.initial_seed()


@contextlib.contextmanager
def fork_rng(devices=None, enabled=True, _caller="fork_rng", _devices_kw="devices", device_type="cuda"):
    """Restores the CPU generator's state, and that of the given devices of `device_type` (all by default), on
    leaving the block."""
    if device_type == "meta":
        yield
        return
    device_type = torch.device(device_type).type
    device_mod = getattr(torch, device_type, None)
    if device_mod is None:
        raise RuntimeError(f"torch has no module of `{device_type}`, you should register a module by "
                           "`torch._register_device_module`.")
    if not enabled:
        yield
        return
    # PyTorch warns when forking more than one device by default; there is never more than one here
    devices = list(range(device_mod.device_count())) if devices is None else list(devices)
    cpu_rng_state = torch.get_rng_state()
    device_rng_states = [device_mod.get_rng_state(device) for device in devices]
    try:
        yield
    finally:
        torch.set_rng_state(cpu_rng_state)
        for device, device_rng_state in zip(devices, device_rng_states):
            device_mod.set_rng_state(device_rng_state, device)
