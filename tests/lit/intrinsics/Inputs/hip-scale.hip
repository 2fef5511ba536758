// A HIP kernel written without HIP's headers (hip-amdgcnspirv.ll): the
// builtins clang lowers to llvm.amdgcn.* intrinsics, the attributes spelled out.
extern "C" __attribute__((global)) void scale(float *out, const float *in, float a) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64u;
  out[i] = a * in[i];
  __builtin_amdgcn_s_barrier();
}
