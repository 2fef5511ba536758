import numpy as np

KERNEL = "private_aggregate_init"
GLOBAL = (256,)


def args(rng):
    return {
        "out": np.zeros(4 * GLOBAL[0], np.int32),
        "inp": rng.integers(0, 1000, GLOBAL[0]).astype(np.int32),
    }


def one(n):
    a = list(range(1, 10))
    c = [[0] * 9 for _ in range(9)]
    c[0][:3], c[1][:3], c[2][:3] = [1, 2, 3], [4, 5, 6], [7, 8, 9]
    a[n % 9] += 3
    c[n % 9][(n + 2) % 9] = n
    arr_a = [[1, 2, 3] + [0] * 6, [4, 5, 6] + [0] * 6]
    arr_b = [n, 2 * n]
    arr_c = [[[0] * 9 for _ in range(9)] for _ in range(2)]
    arr_c[0][0][0], arr_c[1][0][0], arr_c[1][1][1] = 1, 2, 3
    r_l = [n, 2, 3]
    r_u = [[1, 2], [3, 4], [5, 6]]
    r_tag = [[1, 2, 3, 4, 5], [6, 7, 0, 0, 0], [8, 0, 0, 0, 0]]
    t = [10, 20, 30]
    t[n % 3] += n
    helper = t[(n + 1) % 3] + t[n % 3] + n
    return [a[n % 9] + a[(n + 4) % 9] + c[(n + 1) % 3][(n + 2) % 3] + c[n % 9][(n + 2) % 9] + n,
            arr_c[n & 1][(n >> 1) % 2][1] + arr_a[1][n % 3] + arr_b[0],
            r_l[n % 3] + r_u[(n + 1) % 3][n & 1] + r_tag[n % 3][n % 5],
            helper]


def reference(out, inp):
    return {"out": np.array([one(int(n)) for n in inp], np.int32).reshape(-1)}
