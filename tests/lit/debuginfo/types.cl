// Debug types from clang -g, in both validated flavours: basic, struct and
// union with members, recursive struct, enum, array, vector, typedef,
// const/volatile qualifiers, pointers with their address space.
// SPIRV-Tools 2023 accepts pointers, typedefs, qualifiers and vectors only of
// basic types: a pointer to a struct becomes an address-encoded basic type
// named after it ("node *"), a typedef of a non-basic type the type itself.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
// RUN: env SPIRV_EMIT_OUT=%t.ns.spv SPIRV_EMIT_DEBUG_INFO=nonsemantic100 SPIRV_EMIT_EXT=+SPV_KHR_non_semantic_info %clang -cl-std=CL2.0 -target spir64 -O0 -g -c -emit-llvm %S/Inputs/program.cl -o %t.bc
// RUN: %spirv-val --no-reader %t.ns.spv
// RUN: %spirv-dis %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS

// CHECK-DAG: %[[#node:]] = OpString "node"
// CHECK-DAG: %[[#value:]] = OpString "value"
// CHECK-DAG: %[[#next:]] = OpString "next"
// CHECK-DAG: %[[#nodeptr:]] = OpString "node *"
// CHECK-DAG: %[[#bits:]] = OpString "bits"
// CHECK-DAG: %[[#colour:]] = OpString "colour"
// CHECK-DAG: %[[#green:]] = OpString "GREEN"
// CHECK-DAG: %[[#uint:]] = OpString "uint"
// CHECK-DAG: %[[#int:]] = OpString "int"
// CHECK-DAG: %[[#float:]] = OpString "float"
// CHECK-DAG: %[[#char:]] = OpString "char"
// CHECK-DAG: %[[#long:]] = OpString "long"
// CHECK-DAG: %[[#u32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#c0:]] = OpConstant %[[#u32]] 0{{$}}
// CHECK-DAG: %[[#c32:]] = OpConstant %[[#u32]] 32{{$}}
// CHECK-DAG: %[[#c64:]] = OpConstant %[[#u32]] 64{{$}}
// CHECK-DAG: %[[#c128:]] = OpConstant %[[#u32]] 128{{$}}

// OCL-DAG: %[[#dint:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#int]] %[[#c32]] Signed{{$}}
// OCL-DAG: %[[#dfloat:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#float]] %[[#c32]] Float{{$}}
// OCL-DAG: %[[#dchar:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#char]] %{{[0-9]+}} SignedChar{{$}}
// OCL-DAG: %[[#dlong:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#long]] %[[#c64]] Signed{{$}}
;; The struct comes first; its members refer back to it (a forward reference
;; OpenCL.DebugInfo.100 allows for members).
// OCL-DAG: %[[#s:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeComposite %[[#node]] Structure %{{[0-9]+}} 4 0 %{{[0-9]+}} %{{[0-9]+}} %[[#c128]] None %[[#m1:]] %[[#m2:]]
// OCL-DAG: %[[#m1]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeMember %[[#value]] %[[#dint]] %{{[0-9]+}} 4 0 %[[#s]] %[[#c0]] %[[#c32]] FlagIsProtected|FlagIsPrivate
// OCL-DAG: %[[#addr:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#nodeptr]] %[[#c64]] Address
// OCL-DAG: %[[#m2]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeMember %[[#next]] %{{[0-9]+}} %{{[0-9]+}} 4 0 %[[#s]] %[[#c64]] %[[#c64]] FlagIsProtected|FlagIsPrivate
// OCL-DAG: DebugTypeComposite %[[#bits]] Union %{{[0-9]+}} 5 0 %{{[0-9]+}} %{{[0-9]+}} %[[#c32]] None %{{[0-9]+}} %{{[0-9]+}}
// OCL-DAG: %[[#duint:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %{{[0-9]+}} %[[#c32]] Unsigned
// OCL-DAG: DebugTypedef %[[#uint]] %[[#duint]] %{{[0-9]+}} {{[0-9]+}} 0 %{{[0-9]+}}
// OCL-DAG: DebugTypeEnum %[[#colour]] %{{[0-9]+}} %{{[0-9]+}} 6 0 %{{[0-9]+}} %[[#c32]] None %[[#c0]] %{{[0-9]+}} %{{[0-9]+}} %[[#green]] %{{[0-9]+}} %{{[0-9]+}}
// OCL-DAG: DebugTypeArray %[[#dfloat]] %{{[0-9]+}}
// OCL-DAG: DebugTypeVector %[[#dfloat]] 4
;; float8: SPIRV-Tools 2023 takes vectors of at most 4 components: an array.
// OCL-DAG: %[[#c8:]] = OpConstant %[[#u32]] 8{{$}}
// OCL-DAG: DebugTypeArray %[[#dfloat]] %[[#c8]]
// OCL-DAG: DebugTypeQualifier %[[#dchar]] ConstType
// OCL-DAG: DebugTypeQualifier %[[#dlong]] VolatileType
// OCL-DAG: DebugTypePointer %[[#dfloat]] CrossWorkgroup None
// OCL-DAG: DebugTypePointer %[[#dlong]] CrossWorkgroup None
// OCL-DAG: DebugTypeFunction None %{{[0-9]+}} %[[#addr]]

;; NonSemantic: every number is a constant's id, members name no parent and
;; come before their struct.
// NS-DAG: %[[#c4:]] = OpConstant %[[#u32]] 4{{$}}
// NS-DAG: %[[#c1:]] = OpConstant %[[#u32]] 1{{$}}
// NS-DAG: %[[#dint:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeBasic %[[#int]] %[[#c32]] %[[#c4]] %[[#c0]]
// NS-DAG: %[[#m1:]] = OpExtInst %{{[0-9]+}} %{{[0-9]+}} DebugTypeMember %[[#value]] %[[#dint]] %{{[0-9]+}} %[[#c4]] %[[#c0]] %[[#c0]] %[[#c32]]
// NS-DAG: DebugTypeComposite %[[#node]] %[[#c1]] %{{[0-9]+}} %[[#c4]] %[[#c0]] %{{[0-9]+}} %{{[0-9]+}} %[[#c128]] %[[#c0]] %[[#m1]] %{{[0-9]+}}
