"""Runs vector_add.spv on the first OpenCL device and checks c == a + b."""
import sys
import warnings

import numpy as np
import pyopencl as cl

# A successful build's log (Intel's runtime prints one) is not a problem: pyopencl's
# CompilerWarning "Non-empty compiler output encountered" would only alarm the reader.
warnings.filterwarnings("ignore", category=cl.CompilerWarning)

il = open(sys.argv[1], "rb").read()
ctx = cl.Context(cl.get_platforms()[0].get_devices())
queue = cl.CommandQueue(ctx)
print(f"device: {ctx.devices[0].name} ({ctx.devices[0].platform.name})")

n = 1 << 16
rng = np.random.default_rng(1)
a = rng.standard_normal(n, dtype=np.float32)
b = rng.standard_normal(n, dtype=np.float32)
mf = cl.mem_flags
a_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
b_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=b)
c_buf = cl.Buffer(ctx, mf.WRITE_ONLY, a.nbytes)

program = cl.Program(ctx, il).build()
program.vector_add(queue, (n,), None, a_buf, b_buf, c_buf)
c = np.empty_like(a)
cl.enqueue_copy(queue, c, c_buf)
queue.finish()

expected = a + b
ok = np.array_equal(c, expected)
print(f"c[:4] = {c[:4]}")
print(f"a[:4] + b[:4] = {expected[:4]}")
print(f"{n} elements: {'all correct' if ok else 'MISMATCH'}")
sys.exit(0 if ok else 1)
