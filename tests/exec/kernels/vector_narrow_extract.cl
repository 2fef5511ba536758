// A narrower integer read from a vector element. At -O2 instcombine turns trunc(extractelement)
// into an element of the vector bitcast to more, narrower elements (<8 x i32> as <32 x i8>,
// <3 x i16> as <6 x i8>), and a load of one element from a vector in memory into a GEP over
// such a type: vector widths SPIR-V lacks (found by scripts/difftest.py, seeds 1 and 1032).
__kernel void vector_narrow_extract(__global const int8 *in8, __global const short *in3,
                                    __global uchar *out) {
    size_t i = get_global_id(0);
    int8 v = in8[i] * 3;
    short3 s = vload3(i, in3) + (short3)(1, 2, 3);
    out[4 * i] = (uchar)in8[i].s6;
    out[4 * i + 1] = (uchar)v.s5;
    out[4 * i + 2] = (uchar)s.s2;
    out[4 * i + 3] = (uchar)s.s1;
}
