//! SPV_INTEL_masked_gather_scatter: vectors of pointers (OpTypeVector of
//! OpTypePointer), getelementptr with vector operands (one
//! OpPtrAccessChain per lane, since SPIR-V's access chains take scalar
//! pointers), and `llvm.masked.gather`/`scatter` as OpMaskedGatherINTEL /
//! OpMaskedScatterINTEL. Without the extension, vectors of pointers are
//! vectors of addresses (`body::pointer_vectors`).

use super::super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id, Operand, TypeKey};

pub const EXTENSION: &str = "SPV_INTEL_masked_gather_scatter";

impl ModuleLowering {
    /// The type of a vector of pointers (the pointers point to i8 at type level).
    pub fn pointer_vector_type(&mut self, ty: Type) -> LowerResult<Id> {
        if self.pointer_vectors_as_addresses() {
            return Ok(self.address_vector_type(ty)); // body::pointer_vectors
        }
        self.needs_extension(EXTENSION, &format!("vector of pointers {}", ty.print()))?;
        // The type itself needs the capability (SPIR-V's OpTypeVector takes
        // pointer components only under it), used by a gather or not.
        self.m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::MaskedGatherScatterINTEL, || {
                format!("vector of pointers {}", ty.print())
            });
        let component = self.lower_type(ty.element())?;
        Ok(self.m.type_vector(component, ty.vector_len()))
    }

    /// The type of value `v`, a vector of pointers: its lanes point to what
    /// `v` points to (a vector getelementptr's element type).
    pub fn pointer_vector_value_type(&mut self, v: Value) -> LowerResult<Id> {
        let ty = v.ty();
        if self.pointer_vectors_as_addresses() {
            return Ok(self.address_vector_type(ty)); // body::pointer_vectors
        }
        self.needs_extension(EXTENSION, &format!("vector of pointers {}", ty.print()))?;
        // The type itself needs the capability (SPIR-V's OpTypeVector takes
        // pointer components only under it), used by a gather or not.
        self.m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::MaskedGatherScatterINTEL, || {
                format!("vector of pointers {}", ty.print())
            });
        let pointee = self.pointees.pointee_of(v);
        let component = self.pointer_type(ty.element().address_space(), pointee)?;
        Ok(self.m.type_vector(component, ty.vector_len()))
    }
}

/// Whether `ty` is a vector of pointers, `<1 x ptr>` included (unlike
/// `pointer_vectors::is_pointer_vector`, which means more than one lane).
fn has_pointer_lanes(ty: Type) -> bool {
    ty.is_vector() && ty.element().is_pointer()
}

impl FunctionLowering<'_> {
    /// A getelementptr whose result is a vector of pointers: per lane.
    pub fn lower_vector_gep(&mut self, g: Value) -> LowerResult<Id> {
        let result_type = self.ml.value_type(g)?;
        let lanes = g.ty().vector_len();
        let source = g.gep_source_element_type();
        let base = g.operand(0);
        let lane_pointer =
            self.ml.pointer_type(g.ty().element().address_space(), g.gep_result_element_type())?;
        let base_pointer = self.ml.pointer_type(g.ty().element().address_space(), source)?;
        // A vector base: each lane extracted as its own component type.
        let addresses = self.is_address_vector(g.ty());
        let (base_id, base_lane_type) = if has_pointer_lanes(base.ty()) && addresses {
            (self.operand(base)?, None)
        } else if has_pointer_lanes(base.ty()) {
            let vector_type = self.ml.value_type(base)?;
            let Some(spirv_writer::TypeKey::Vector { component, .. }) = self.ml.type_key(vector_type) else {
                return Err(LowerError::Internal("a vector getelementptr base is not a vector of pointers"));
            };
            (self.operand(base)?, Some(component))
        } else {
            (self.pointer_operand(base, source)?, None)
        };
        let indices = self.vector_gep_indices(g, source)?;
        let mut vector = self.ml.m.constant(ConstantKey::Undef { ty: result_type });
        for lane in 0..lanes {
            let lane_base = match base_lane_type {
                None if addresses && has_pointer_lanes(base.ty()) => {
                    self.address_lane_pointer(base_id, base.ty(), lane, base_pointer)
                }
                Some(component) => self.vector_gep_lane_base(base_id, component, lane, base_pointer),
                None => base_id,
            };
            let mut operands = vec![Operand::IdRef(lane_base)];
            for &(id, is_vector, scalar_type) in &indices {
                let index = if is_vector {
                    self.emit(
                        Op::CompositeExtract,
                        Some(scalar_type),
                        vec![Operand::IdRef(id), Operand::LiteralBit32(lane)],
                    )
                } else {
                    id
                };
                operands.push(Operand::IdRef(index));
            }
            let op = if g.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
            let pointer = self.emit(op, Some(lane_pointer), operands);
            if addresses {
                let address = self.pointer_address(pointer);
                vector = self.insert_lane(vector, g.ty(), result_type, lane, address);
                continue;
            }
            vector = self.emit(
                Op::CompositeInsert,
                Some(result_type),
                vec![Operand::IdRef(pointer), Operand::IdRef(vector), Operand::LiteralBit32(lane)],
            );
        }
        if g.is_instruction() {
            self.alias(g, vector);
            self.name_result(g, vector);
        }
        Ok(vector)
    }

    /// The indices of a vector getelementptr: (id, whether it is a vector,
    /// its scalar type) each.
    fn vector_gep_indices(&mut self, g: Value, source: Type) -> LowerResult<Vec<(Id, bool, Id)>> {
        let mut indices = Vec::new();
        let mut indexed = source;
        for (n, index) in g.operands().into_iter().enumerate().skip(1) {
            if n >= 2 && matches!(indexed.kind(), TypeKind::Struct) {
                return Err(LowerError::unsupported("a vector getelementptr into a struct"));
            }
            if index.ty().scalar().int_width() == 1 {
                return Err(LowerError::unsupported("a vector getelementptr with i1 indices"));
            }
            indices.push((
                self.operand(index)?,
                index.ty().is_vector(),
                self.ml.lower_type(index.ty().scalar())?,
            ));
            if n >= 2 {
                indexed = indexed.element();
            }
        }
        Ok(indices)
    }

    /// Lane `lane` of a vector of pointers `base` (components of type
    /// `component`), as a pointer of type `base_pointer`.
    fn vector_gep_lane_base(&mut self, base: Id, component: Id, lane: u32, base_pointer: Id) -> Id {
        let pointer = self.emit(
            Op::CompositeExtract,
            Some(component),
            vec![Operand::IdRef(base), Operand::LiteralBit32(lane)],
        );
        if component == base_pointer {
            pointer
        } else {
            self.cast_pointer(pointer, component, base_pointer)
        }
    }

    /// `llvm.masked.gather(ptrs, align, mask, passthru)` and
    /// `llvm.masked.scatter(value, ptrs, align, mask)`.
    pub fn lower_masked_gather_scatter(&mut self, i: Call, base: &str) -> Option<LowerResult<()>> {
        if !matches!(base, "masked.gather" | "masked.scatter") {
            return None;
        }
        if self.ml.pointer_vectors_as_addresses() {
            return Some(self.lower_address_gather_scatter(i, base == "masked.gather"));
            // body::pointer_vectors
        }
        Some(self.lower_gather_scatter(i, base == "masked.gather"))
    }

    /// A vector of `lanes` pointers of type `vector` whose lanes are cast to
    /// `element_pointer`: OpBitcast takes no vectors of pointers, so lane by lane.
    fn recast_pointer_lanes(
        &mut self,
        vector: Id,
        vector_type: Id,
        element_pointer: Id,
        lanes: u32,
    ) -> LowerResult<Id> {
        let Some(TypeKey::Vector { component, .. }) = self.ml.type_key(vector_type) else {
            return Err(LowerError::Internal("a vector of pointers of a type that is not a vector"));
        };
        let mut cast = Vec::new();
        for k in 0..lanes {
            let lane = self.emit(
                Op::CompositeExtract,
                Some(component),
                vec![Operand::IdRef(vector), Operand::LiteralBit32(k)],
            );
            let lane = self.emit(Op::Bitcast, Some(element_pointer), vec![Operand::IdRef(lane)]);
            cast.push(Operand::IdRef(lane));
        }
        let wanted = self.ml.m.type_vector(element_pointer, lanes);
        Ok(self.emit(Op::CompositeConstruct, Some(wanted), cast))
    }

    fn lower_gather_scatter(&mut self, i: Call, gather: bool) -> LowerResult<()> {
        let args = i.call_args();
        let (pointers, alignment, mask, passthru) =
            crate::lower::body::pointer_vectors::gather_scatter_args(i, gather)?;
        let data = if gather { i.ty() } else { args[0].ty() };
        // The lanes must point to the data's elements.
        let pointer_vector = self.operand(pointers)?;
        let actual = self.ml.value_type(pointers)?;
        let element_pointer =
            self.ml.pointer_type(pointers.ty().element().address_space(), data.element())?;
        let wanted = self.ml.m.type_vector(element_pointer, data.vector_len());
        let pointer_vector = if actual == wanted {
            pointer_vector
        } else {
            self.recast_pointer_lanes(pointer_vector, actual, element_pointer, data.vector_len())?
        };
        let mask = self.operand(mask)?;
        if gather {
            let result_type = self.ml.value_type(*i)?;
            let passthru = self.operand(passthru.ok_or(LowerError::Internal("gather without passthru"))?)?;
            let id = self.result_id(*i);
            self.emit_as(
                id,
                Op::MaskedGatherINTEL,
                result_type,
                vec![
                    Operand::IdRef(pointer_vector),
                    Operand::LiteralBit32(alignment),
                    Operand::IdRef(mask),
                    Operand::IdRef(passthru),
                ],
            );
            self.name_result(*i, id);
        } else {
            let value = self.operand(args[0])?;
            self.emit_void(
                Op::MaskedScatterINTEL,
                vec![
                    Operand::IdRef(value),
                    Operand::IdRef(pointer_vector),
                    Operand::LiteralBit32(alignment),
                    Operand::IdRef(mask),
                ],
            );
        }
        Ok(())
    }
}
