"""Prints LLVM IR for long-structs.ll and errors/long-struct-values.ll:
`type N` the line `%long = type { ptr addrspace(4), [10 x float], N x i8, i32, i64 }`;
`constant N` that line and a global of the type initialized member by member."""
import sys


def members(n: int) -> list:
    return ["ptr addrspace(4)", "[10 x float]"] + ["i8"] * n + ["i32", "i64"]


def main() -> None:
    kind, n = sys.argv[1], int(sys.argv[2])
    fields = members(n)
    print("%long = type { " + ", ".join(fields) + " }")
    if kind == "constant":
        values = ["ptr addrspace(4) null", "[10 x float] zeroinitializer"]
        values += [f"i8 {k % 100}" for k in range(n)] + ["i32 7", "i64 9"]
        print("@init = addrspace(1) global %long { " + ", ".join(values) + " }, align 8")


main()
