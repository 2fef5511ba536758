"""The execution-kernel spec (tests/exec/kernels/NAME.py beside NAME.cl, .ll or .hip) as a
checked structure: `load(path)` runs the spec and checks it against KEYS, so an unknown key,
a value of the wrong type or a missing required key is an error (SpecError) naming the spec
file and the key, never a silent default. A spec's own constants start with an underscore
(`_N = 256`); lower-case names other than `args` and `reference` are its own helpers.

docs/TESTING.md explains each key with an example; test_kernel_spec.py checks that it lists
exactly the keys below.
"""
import importlib.util
from pathlib import Path


class SpecError(ValueError):
    """A spec that does not fit KEYS: the message names the file and the key."""


# ---- value shapes: each a predicate with a description for the error message ----------

class Shape:
    def __init__(self, text, test):
        self.text, self.test = text, test

    def __str__(self):
        return self.text


def _number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0


def _size(v):
    return (isinstance(v, tuple) and 1 <= len(v) <= 3
            and all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in v))


def _strings(v):
    return isinstance(v, list) and all(isinstance(s, str) for s in v)


def _map(key, value):
    return lambda v: isinstance(v, dict) and all(key(k) and value(x) for k, x in v.items())


def _is_str(v):
    return isinstance(v, str)


def _image(v):
    return (isinstance(v, tuple) and len(v) in (2, 3) and all(isinstance(s, str) for s in v)
            and v[2:] in ((), ("array",), ("from_buffer",)))


def _step(v):
    return (isinstance(v, tuple) and len(v) == 4 and isinstance(v[0], str) and _size(v[1])
            and (v[2] is None or _size(v[2])) and _strings(v[3]))


STR = Shape("a string", _is_str)
BOOL = Shape("True or False", lambda v: isinstance(v, bool))
NUMBER = Shape("a number >= 0", _number)
SIZE = Shape("a tuple of 1 to 3 positive ints", _size)
STRINGS = Shape("a list of strings", _strings)
REASONS = Shape("a dict {str: reason str}", _map(_is_str, _is_str))
FUNCTION = Shape("a function", callable)
SHAPES = {
    "LOCAL": Shape("None or a tuple of 1 to 3 positive ints", lambda v: v is None or _size(v)),
    "IMAGES": Shape('a dict {arg name: (channel order, channel type[, "array" or "from_buffer"])}',
                    _map(_is_str, _image)),
    "STEPS": Shape("a non-empty list of (kernel str, global tuple, local tuple or None, [arg names])",
                   lambda v: isinstance(v, list) and v != [] and all(_step(s) for s in v)),
    "UNSUPPORTED_LLVM": Shape("a dict {LLVM major int: reason str}",
                              _map(lambda k: isinstance(k, int) and not isinstance(k, bool), _is_str)),
    "VALIDATORS": Shape('"all", "new" or "none"', lambda v: v in ("all", "new", "none")),
}

# Every key a spec may set and the shape of its value; docs/TESTING.md says what each means.
KEYS = {
    "KERNEL": STR, "GLOBAL": SIZE, "LOCAL": SHAPES["LOCAL"], "args": FUNCTION, "reference": FUNCTION,
    "RTOL": NUMBER, "ATOL": NUMBER, "IMAGES": SHAPES["IMAGES"], "STEPS": SHAPES["STEPS"],
    "DEVICE_QUEUE": BOOL, "SOURCE_OPTIONS": STR, "OPENCL_ENV": BOOL, "EXT": STR, "PASS_OPTIONS": STR,
    "CLANG_FLAGS": STRINGS, "SKIP_MODES": REASONS, "UNSUPPORTED_LLVM": SHAPES["UNSUPPORTED_LLVM"],
    "VALIDATORS": SHAPES["VALIDATORS"], "VALIDATORS_REASON": STR, "RUNTIME_ENV": REASONS,
    "REQUIRES": STRINGS, "XFAIL_ON": REASONS, "BROKEN_ON": REASONS,
}
# Required in every spec; KERNEL and GLOBAL too unless STEPS names the kernels to run.
REQUIRED = ("args", "reference")
ONE_KERNEL = ("KERNEL", "GLOBAL")


def keys_of(module):
    """The spec keys a loaded module sets: upper-case names not starting with an underscore,
    and the two functions."""
    return {k: v for k, v in vars(module).items()
            if (k.isupper() and not k.startswith("_")) or k in ("args", "reference")}


def problems(values, modes=(), runtimes=()):
    """What is wrong with a spec's keys (a dict), one line per key. modes and runtimes, when
    given, are the names SKIP_MODES, XFAIL_ON and BROKEN_ON may use (XFAIL_ON and BROKEN_ON:
    a runtime, or runtime/mode)."""
    found = []
    for key in sorted(values):
        if key not in KEYS:
            found.append(f"{key}: unknown key (the keys are those of tests/exec/kernel_spec.py; "
                         "a spec's own constants start with an underscore)")
        elif not KEYS[key].test(values[key]):
            found.append(f"{key}: must be {KEYS[key]}, not {values[key]!r:.80}")
    required = REQUIRED if "STEPS" in values else REQUIRED + ONE_KERNEL
    found += [f"{key}: missing (required)" for key in required if key not in values]
    if "STEPS" in values:
        found += [f"{key}: unused with STEPS (each step names its kernel and sizes)"
                  for key in (*ONE_KERNEL, "LOCAL") if key in values]
    if (values.get("VALIDATORS") == "none") != ("VALIDATORS_REASON" in values):
        found.append('VALIDATORS_REASON: says why VALIDATORS = "none", and only then')
    places = {*runtimes, *(f"{r}/{m}" for r in runtimes for m in modes)}
    for key, allowed in (("SKIP_MODES", modes), ("XFAIL_ON", places), ("BROKEN_ON", places)):
        if allowed and KEYS[key].test(values.get(key, {})):
            found += [f"{key}: {name!r} is not one of {', '.join(sorted(allowed))}"
                      for name in values.get(key, {}) if name not in allowed]
    return found


def load(path, modes=(), runtimes=()):
    """Runs the spec at path and returns it as a module; raises SpecError naming the file and
    each wrong key."""
    path = Path(path)
    if not path.exists():
        raise SpecError(f"{path}: missing (every kernel has a spec beside it)")
    s = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(s)
    s.loader.exec_module(module)
    found = problems(keys_of(module), modes, runtimes)
    if found:
        raise SpecError(f"{path}: " + f"; {path.name}: ".join(found))
    return module
