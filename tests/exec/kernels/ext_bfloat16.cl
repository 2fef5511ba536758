// cl_intel_bfloat16_conversions (SPV_INTEL_bfloat16_conversion): float to
// bfloat16 bits (round to nearest even) and back, scalar and vector forms.
// clang 16 does not declare these builtins and clang 22 defines the extension's macro
// without declaring them; the runtime's compiler does (redeclaring them is harmless).
ushort __attribute__((overloadable)) intel_convert_bfloat16_as_ushort(float source);
ushort4 __attribute__((overloadable)) intel_convert_bfloat164_as_ushort4(float4 source);
float __attribute__((overloadable)) intel_convert_as_bfloat16_float(ushort source);
float4 __attribute__((overloadable)) intel_convert_as_bfloat164_float4(ushort4 source);

kernel void ext_bfloat16(global const float *x, global ushort *bits, global float *back,
                         global ushort *bits4, global float *back4) {
  size_t i = get_global_id(0);
  ushort b = intel_convert_bfloat16_as_ushort(x[i]);
  bits[i] = b;
  back[i] = intel_convert_as_bfloat16_float(b);
  if (i % 4 == 0) {
    ushort4 v = intel_convert_bfloat164_as_ushort4(vload4(i / 4, x));
    vstore4(v, i / 4, bits4);
    vstore4(intel_convert_as_bfloat164_float4(v), i / 4, back4);
  }
}
