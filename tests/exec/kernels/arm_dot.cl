// cl_arm_integer_dot_product_int8's arm_dot on uchar4 and char4: the plain 4-lane dot
// product, lowered as cl_khr_integer_dot_product's dot (widened lanes, multiplied, summed).
uint __attribute__((overloadable)) arm_dot(uchar4 a, uchar4 b);
int __attribute__((overloadable)) arm_dot(char4 a, char4 b);

__kernel void arm_dot_kernel(__global const uint *a, __global const uint *b, __global uint *ru,
                             __global int *ri) {
    size_t i = get_global_id(0);
    ru[i] = arm_dot(as_uchar4(a[i]), as_uchar4(b[i]));
    ri[i] = arm_dot(as_char4(a[i]), as_char4(b[i]));
}
