"""torch.hub: loading hubconf.py entrypoints from a GitHub repo (downloaded into the hub cache) or a local directory,
and checkpoints from URLs. Downloads go through urllib as PyTorch's do, so without a network they fail as there."""
import contextlib
import errno
import gc
import hashlib
import http.client
import json
import os
import re
import shutil
import sys
import tempfile
import uuid
import warnings
import zipfile
from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.parse import urlparse
from urllib.request import Request, urlopen

import torch

from tqdm import tqdm

__all__ = ["download_url_to_file", "get_dir", "help", "list", "load", "load_state_dict_from_url", "set_dir"]

# matches bfd8deac from resnet18-bfd8deac.pth
HASH_REGEX = re.compile(r"-([a-f0-9]*)\.")
_TRUSTED_REPO_OWNERS = ("facebookresearch", "facebookincubator", "pytorch", "fairinternal")
ENV_GITHUB_TOKEN = "GITHUB_TOKEN"
ENV_TORCH_HOME = "TORCH_HOME"
ENV_XDG_CACHE_HOME = "XDG_CACHE_HOME"
DEFAULT_CACHE_DIR = "~/.cache"
VAR_DEPENDENCY = "dependencies"
MODULE_HUBCONF = "hubconf.py"
READ_DATA_CHUNK = 128 * 1024
_hub_dir = None


@contextlib.contextmanager
def _add_to_sys_path(path):
    sys.path.insert(0, path)
    try:
        yield
    finally:
        sys.path.remove(path)


def _import_module(name, path):
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None:
        raise AssertionError(f"failed to load spec from {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _urlopen(url):
    """urlopen, failing as an unreachable host does (URLError) where the transport itself cannot reach the network:
    in a browser the TLS or socket layer raises its own errors instead."""
    try:
        return urlopen(url)
    except URLError:
        raise
    except (OSError, RuntimeError, http.client.HTTPException) as e:
        reason = e.with_traceback(None)
    # the failed connection's socket lives on in the dropped traceback's frames: collect it now and quietly, as
    # CPython's urllib closes a socket whose connection failed
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        gc.collect()
    raise URLError(reason)


def _remove_if_exists(path):
    if os.path.exists(path):
        if os.path.isfile(path):
            os.remove(path)
        else:
            shutil.rmtree(path)


def _git_archive_link(repo_owner, repo_name, ref):
    return f"https://github.com/{repo_owner}/{repo_name}/zipball/{ref}"


def _load_attr_from_module(module, func_name):
    return getattr(module, func_name) if func_name in dir(module) else None


def _get_torch_home():
    return os.path.expanduser(
        os.getenv(ENV_TORCH_HOME, os.path.join(os.getenv(ENV_XDG_CACHE_HOME, DEFAULT_CACHE_DIR), "torch")))


def _parse_repo_info(github):
    repo_info, ref = github.split(":") if ":" in github else (github, None)
    repo_owner, repo_name = repo_info.split("/")
    if ref is None:
        # the default branch is main where it exists, otherwise master
        try:
            with _urlopen(f"https://github.com/{repo_owner}/{repo_name}/tree/main/"):
                ref = "main"
        except HTTPError as e:
            if e.code != 404:
                raise
            ref = "master"
        except URLError as e:
            # no network: a cached copy of either branch is the last resort
            for possible_ref in ("main", "master"):
                if os.path.exists(f"{get_dir()}/{repo_owner}_{repo_name}_{possible_ref}"):
                    ref = possible_ref
                    break
            if ref is None:
                raise RuntimeError("It looks like there is no internet connection and the "
                                   f"repo could not be found in the cache ({get_dir()})") from e
    return repo_owner, repo_name, ref


def _read_url(url):
    with _urlopen(url) as r:
        return r.read().decode(r.headers.get_content_charset("utf-8"))


def _validate_not_a_forked_repo(repo_owner, repo_name, ref):
    headers = {"Accept": "application/vnd.github.v3+json"}
    token = os.environ.get(ENV_GITHUB_TOKEN)
    if token is not None:
        headers["Authorization"] = f"token {token}"
    for url_prefix in (f"https://api.github.com/repos/{repo_owner}/{repo_name}/branches",
                       f"https://api.github.com/repos/{repo_owner}/{repo_name}/tags"):
        page = 0
        while True:
            page += 1
            url = f"{url_prefix}?per_page=100&page={page}"
            try:
                response = json.loads(_read_url(Request(url, headers=headers)))
            except HTTPError:
                # the token may lack the permissions: retry without it
                del headers["Authorization"]
                response = json.loads(_read_url(Request(url, headers=headers)))
            if not response:
                break
            if any(br["name"] == ref or br["commit"]["sha"].startswith(ref) for br in response):
                return
    raise ValueError(f"Cannot find {ref} in https://github.com/{repo_owner}/{repo_name}. "
                     "If it's a commit from a forked repo, please call hub.load() with forked repo directly.")


def _get_cache_or_reload(github, force_reload, trust_repo, calling_fn, verbose=True, skip_validation=False):
    hub_dir = get_dir()
    os.makedirs(hub_dir, exist_ok=True)
    repo_owner, repo_name, ref = _parse_repo_info(github)
    # a branch name may hold '/', which a directory name cannot
    normalized_br = ref.replace("/", "_")
    owner_name_branch = "_".join([repo_owner, repo_name, normalized_br])
    repo_dir = os.path.join(hub_dir, owner_name_branch)
    _check_repo_is_trusted(repo_owner, repo_name, owner_name_branch, trust_repo=trust_repo, calling_fn=calling_fn)

    if not force_reload and os.path.exists(repo_dir):
        if verbose:
            sys.stderr.write(f"Using cache found in {repo_dir}\n")
        return repo_dir
    if not skip_validation:
        _validate_not_a_forked_repo(repo_owner, repo_name, ref)
    cached_file = os.path.join(hub_dir, normalized_br + ".zip")
    _remove_if_exists(cached_file)
    try:
        url = _git_archive_link(repo_owner, repo_name, ref)
        sys.stdout.write(f'Downloading: "{url}" to {cached_file}\n')
        download_url_to_file(url, cached_file, progress=False)
    except HTTPError as err:
        if err.code != 300:
            raise
        # 300 Multiple Choices: the ref is both a tag and a branch; like git, take the branch
        warnings.warn(f"The ref {ref} is ambiguous. Perhaps it is both a tag and a branch in the repo? "
                      "Torchhub will now assume that it's a branch. "
                      "You can disambiguate tags and branches by explicitly passing refs/heads/branch_name or "
                      "refs/tags/tag_name as the ref. That might require using skip_validation=True.", stacklevel=2)
        download_url_to_file(_git_archive_link(repo_owner, repo_name, ref=f"refs/heads/{ref}"), cached_file,
                             progress=False)
    with zipfile.ZipFile(cached_file) as cached_zipfile:
        extracted_repo = os.path.join(hub_dir, cached_zipfile.infolist()[0].filename)
        _remove_if_exists(extracted_repo)
        cached_zipfile.extractall(hub_dir)
    _remove_if_exists(cached_file)
    _remove_if_exists(repo_dir)
    shutil.move(extracted_repo, repo_dir)
    return repo_dir


def _check_repo_is_trusted(repo_owner, repo_name, owner_name_branch, trust_repo, calling_fn="load"):
    hub_dir = get_dir()
    filepath = os.path.join(hub_dir, "trusted_list")
    if not os.path.exists(filepath):
        Path(filepath).touch()
    with open(filepath) as file:
        trusted_repos = tuple(line.strip() for line in file)
    # a repo the hub already downloaded counts as trusted
    trusted_repos_legacy = next(os.walk(hub_dir))[1]
    owner_name = "_".join([repo_owner, repo_name])
    is_trusted = (owner_name in trusted_repos or owner_name_branch in trusted_repos_legacy
                  or repo_owner in _TRUSTED_REPO_OWNERS)

    if trust_repo is None:
        if not is_trusted:
            warnings.warn(
                "You are about to download and run code from an untrusted repository. In a future release, this won't "
                f"be allowed. To add the repository to your trusted list, change the command to {calling_fn}(..., "
                "trust_repo=False) and a command prompt will appear asking for an explicit confirmation of trust, "
                f"or {calling_fn}(..., trust_repo=True), which will assume that the prompt is to be answered with "
                f"'yes'. You can also use {calling_fn}(..., trust_repo='check') which will only prompt for "
                f"confirmation if the repo is not already trusted. This will eventually be the default behaviour",
                stacklevel=2)
        return
    if trust_repo is False or (trust_repo == "check" and not is_trusted):
        response = input(
            f"The repository {owner_name} does not belong to the list of trusted repositories and as such cannot be "
            "downloaded. Do you trust this repository and wish to add it to the trusted list of repositories (y/N)?")
        if response.lower() in ("y", "yes"):
            if is_trusted:
                print("The repository is already trusted.")
        elif response.lower() in ("n", "no", ""):
            raise Exception("Untrusted repository.")
        else:
            raise ValueError(f"Unrecognized response {response}.")
    if not is_trusted:
        with open(filepath, "a") as file:
            file.write(owner_name + "\n")


def _check_dependencies(m):
    import importlib.util

    dependencies = _load_attr_from_module(m, VAR_DEPENDENCY)
    if dependencies is not None:
        missing_deps = [pkg for pkg in dependencies if importlib.util.find_spec(pkg) is None]
        if missing_deps:
            raise RuntimeError(f"Missing dependencies: {', '.join(missing_deps)}")


def _load_entry_from_hubconf(m, model):
    if not isinstance(model, str):
        raise ValueError("Invalid input: model should be a string of function name")
    # a dependency hubconf.py imports at its top fails before this, with Python's own error
    _check_dependencies(m)
    func = _load_attr_from_module(m, model)
    if func is None or not callable(func):
        raise RuntimeError(f"Cannot find callable {model} in hubconf")
    return func


def get_dir():
    if os.getenv("TORCH_HUB"):
        warnings.warn("TORCH_HUB is deprecated, please use env TORCH_HOME instead", stacklevel=2)
    if _hub_dir is not None:
        return _hub_dir
    return os.path.join(_get_torch_home(), "hub")


def set_dir(d):
    global _hub_dir
    _hub_dir = os.path.expanduser(d)


def _hubconf_module(repo_dir):
    with _add_to_sys_path(repo_dir):
        return _import_module(MODULE_HUBCONF, os.path.join(repo_dir, MODULE_HUBCONF))


def list(github, force_reload=False, skip_validation=False, trust_repo=None, verbose=True):  # noqa: A001
    repo_dir = _get_cache_or_reload(github, force_reload, trust_repo, "list", verbose=verbose,
                                    skip_validation=skip_validation)
    hub_module = _hubconf_module(repo_dir)
    # names starting with '_' are the hubconf's own helpers
    return [f for f in dir(hub_module) if callable(getattr(hub_module, f)) and not f.startswith("_")]


def help(github, model, force_reload=False, skip_validation=False, trust_repo=None):  # noqa: A001
    repo_dir = _get_cache_or_reload(github, force_reload, trust_repo, "help", verbose=True,
                                    skip_validation=skip_validation)
    return _load_entry_from_hubconf(_hubconf_module(repo_dir), model).__doc__


def load(repo_or_dir, model, *args, source="github", trust_repo=None, force_reload=False, verbose=True,
         skip_validation=False, **kwargs):
    source = source.lower()
    if source not in ("github", "local"):
        raise ValueError(f'Unknown source: "{source}". Allowed values: "github" | "local".')
    if source == "github":
        repo_or_dir = _get_cache_or_reload(repo_or_dir, force_reload, trust_repo, "load", verbose=verbose,
                                           skip_validation=skip_validation)
    return _load_local(repo_or_dir, model, *args, **kwargs)


def _load_local(hubconf_dir, model, *args, **kwargs):
    with _add_to_sys_path(hubconf_dir):
        hub_module = _import_module(MODULE_HUBCONF, os.path.join(hubconf_dir, MODULE_HUBCONF))
        entry = _load_entry_from_hubconf(hub_module, model)
        return entry(*args, **kwargs)


def download_url_to_file(url, dst, hash_prefix=None, progress=True):
    # the download goes to a temporary file first, so a broken one never replaces a working checkpoint
    dst = os.path.expanduser(dst)
    for _ in range(tempfile.TMP_MAX):
        tmp_dst = dst + "." + uuid.uuid4().hex + ".partial"
        try:
            f = open(tmp_dst, "w+b")  # noqa: SIM115
        except FileExistsError:
            continue
        break
    else:
        raise FileExistsError(errno.EEXIST, "No usable temporary file name found")
    req = Request(url, headers={"User-Agent": "torch.hub"})
    try:
        with _urlopen(req) as u:
            content_length = u.info().get_all("Content-Length")
            file_size = int(content_length[0]) if content_length else None
            sha256 = hashlib.sha256() if hash_prefix is not None else None
            with tqdm(total=file_size, disable=not progress, unit="B", unit_scale=True, unit_divisor=1024) as pbar:
                while True:
                    buffer = u.read(READ_DATA_CHUNK)
                    if len(buffer) == 0:
                        break
                    f.write(buffer)
                    if sha256 is not None:
                        sha256.update(buffer)
                    pbar.update(len(buffer))
            f.close()
            if sha256 is not None:
                digest = sha256.hexdigest()
                if digest[:len(hash_prefix)] != hash_prefix:
                    raise RuntimeError(f'invalid hash value (expected "{hash_prefix}", got "{digest}")')
        shutil.move(f.name, dst)
    finally:
        f.close()
        if os.path.exists(f.name):
            os.remove(f.name)


def _is_legacy_zip_format(filename):
    # torch.save before 1.6 wrote a plain file, which users zipped up by hand
    if zipfile.is_zipfile(filename):
        with zipfile.ZipFile(filename) as zf:
            infolist = zf.infolist()
        return len(infolist) == 1 and not infolist[0].is_dir()
    return False


def _legacy_zip_load(filename, model_dir, map_location, weights_only):
    warnings.warn("Falling back to the old format < 1.6. This support will be "
                  "deprecated in favor of default zipfile format introduced in 1.6. "
                  "Please redo torch.save() to save it in the new zipfile format.", FutureWarning, stacklevel=3)
    with zipfile.ZipFile(filename) as f:
        members = f.infolist()
        if len(members) != 1:
            raise RuntimeError("Only one file(not dir) is allowed in the zipfile")
        f.extractall(model_dir)
        extracted_file = os.path.join(model_dir, members[0].filename)
    return torch.load(extracted_file, map_location=map_location, weights_only=weights_only)


def load_state_dict_from_url(url, model_dir=None, map_location=None, progress=True, check_hash=False, file_name=None,
                             weights_only=False):
    if os.getenv("TORCH_MODEL_ZOO"):
        warnings.warn("TORCH_MODEL_ZOO is deprecated, please use env TORCH_HOME instead", stacklevel=2)
    if model_dir is None:
        model_dir = os.path.join(get_dir(), "checkpoints")
    os.makedirs(model_dir, exist_ok=True)
    filename = file_name if file_name is not None else os.path.basename(urlparse(url).path)
    cached_file = os.path.join(model_dir, filename)
    if not os.path.exists(cached_file):
        sys.stdout.write(f'Downloading: "{url}" to {cached_file}\n')
        hash_prefix = None
        if check_hash:
            r = HASH_REGEX.search(filename)
            hash_prefix = r.group(1) if r else None
        download_url_to_file(url, cached_file, hash_prefix, progress=progress)
    if _is_legacy_zip_format(cached_file):
        return _legacy_zip_load(cached_file, model_dir, map_location, weights_only)
    return torch.load(cached_file, map_location=map_location, weights_only=weights_only)
