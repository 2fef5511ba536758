//! Builtin variables in the global form of SPIR-V friendly IR ("SPIR-V Representation in LLVM IR"):
//! `@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>`.
//! Each becomes one Input variable decorated BuiltIn. Loads from it, or
//! through GEPs/casts of it (at any type, at any byte offset), load the
//! variable and take the bytes read from its components; the pointers
//! themselves never reach the SPIR-V (Input storage cannot be addressed like
//! the global's CrossWorkgroup).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::memory::{gep_steps, GepStep};
use crate::lower::body::vector_shapes::is_exact_vector;
use crate::lower::LowerResult;
use spirv_writer::spirv::{BuiltIn, Op};
use spirv_writer::{Id, Operand};
use std::str::FromStr;

/// The builtin a global variable stands for, from its name.
pub fn builtin_of_global(v: Value) -> Option<BuiltIn> {
    if !v.is_global_variable() {
        return None;
    }
    BuiltIn::from_str(v.name().strip_prefix("__spirv_BuiltIn")?).ok()
}

/// A pointer into a builtin global: the global and the getelementptrs (outermost
/// first) between it and the pointer.
pub struct BuiltinAccess {
    pub global: Value,
    pub builtin: BuiltIn,
    pub geps: Vec<Value>,
}

/// Follows GEPs, bitcasts and addrspacecasts (instructions or constant
/// expressions) from `pointer` back to a builtin global.
pub fn builtin_access(pointer: Value) -> Option<BuiltinAccess> {
    // Walked with a loop: a chain of casts and GEPs can be arbitrarily long.
    let mut geps = Vec::new();
    let mut current = pointer;
    let builtin = loop {
        if let Some(builtin) = builtin_of_global(current) {
            break builtin;
        }
        match current.opcode().or_else(|| current.const_opcode())? {
            Opcode::BitCast | Opcode::AddrSpaceCast => {}
            Opcode::GetElementPtr => geps.push(current),
            _ => return None,
        }
        current = current.operand(0);
    };
    geps.reverse();
    Some(BuiltinAccess { global: current, builtin, geps })
}

/// Where a load through a builtin global reads: a constant byte offset plus,
/// at most, one run-time index in units of `stride` bytes.
struct Offset {
    bytes: u64,
    dynamic: Option<(Value, u64)>,
}

/// The builtin variable's value as `count` integer components of `bits` bits
/// (a scalar variable is one component).
struct Components {
    loaded: Id,
    count: u32,
    bits: u32,
    int_type: Id,
}

impl FunctionLowering<'_> {
    fn builtin_offset(&self, access: &BuiltinAccess) -> LowerResult<Offset> {
        let mut offset = Offset { bytes: 0, dynamic: None };
        for &gep in &access.geps {
            for step in gep_steps(gep)? {
                match step {
                    GepStep::Member { index, within } => {
                        offset.bytes += self.ml.llvm.offset_of_member(within, index);
                    }
                    GepStep::Element { index, element } => {
                        let stride = self.ml.llvm.alloc_size(element);
                        match index.const_int_sext() {
                            Some(k) => {
                                offset.bytes = offset.bytes.wrapping_add((k as u64).wrapping_mul(stride))
                            }
                            None if offset.dynamic.is_none() => offset.dynamic = Some((index, stride)),
                            None => return Err(self.builtin_access_error(access, "two run-time indices")),
                        }
                    }
                }
            }
        }
        Ok(offset)
    }

    fn builtin_access_error(&self, access: &BuiltinAccess, why: &str) -> LowerError {
        LowerError::unsupported_because(
            format!(
                "this access to builtin variable '{}' ({})",
                access.global.name(),
                access.global.global_value_type().print()
            ),
            why.to_string(),
        )
    }

    /// A load through a builtin global: load the Input variable, then take the
    /// bytes the load reads from it (optimizers read `<3 x i64>` variables as
    /// `<6 x i32>`, or one component through a byte offset).
    pub fn lower_builtin_load(&mut self, i: Value, access: BuiltinAccess) -> LowerResult<()> {
        let value_type = access.global.global_value_type();
        let variable_type = self.ml.lower_type(value_type)?;
        let variable = self.ml.builtin_variable(access.builtin, variable_type);
        let result_type = self.ml.value_type(i)?;
        let offset = self.builtin_offset(&access)?;
        let loaded = self.emit(Op::Load, Some(variable_type), vec![Operand::IdRef(variable)]);
        if offset.bytes == 0 && offset.dynamic.is_none() && result_type == variable_type {
            self.alias(i, loaded);
            return Ok(());
        }
        let scalar = value_type.scalar();
        if !scalar.is_integer() || (value_type.is_vector() && !is_exact_vector(value_type)) {
            return Err(self.builtin_access_error(&access, "it is not read as a whole"));
        }
        let count = if value_type.is_vector() { value_type.vector_len() } else { 1 };
        let int_type = self.ml.lower_type(scalar)?;
        let parts = Components { loaded, count, bits: scalar.int_width(), int_type };
        let value = match offset.dynamic {
            Some((index, stride)) => {
                self.builtin_dynamic_component(i, &access, &parts, &offset, index, stride)?
            }
            None => self.builtin_bytes(i, &access, &parts, offset.bytes)?,
        };
        self.alias(i, value);
        Ok(())
    }

    /// A component chosen at run time: only whole components are read so.
    fn builtin_dynamic_component(
        &mut self,
        i: Value,
        access: &BuiltinAccess,
        parts: &Components,
        offset: &Offset,
        index: Value,
        stride: u64,
    ) -> LowerResult<Id> {
        let size = u64::from(parts.bits / 8);
        let whole = i.ty().is_integer() && i.ty().int_width() == parts.bits;
        if parts.count == 1 || stride != size || !offset.bytes.is_multiple_of(size) || !whole {
            return Err(self.builtin_access_error(access, "a run-time index must select one whole component"));
        }
        let mut index_id = self.operand(index)?;
        let first = offset.bytes / size;
        if first != 0 {
            let index_type = self.ml.value_type(index)?;
            let first = self.ml.int_constant(index_type, first);
            index_id = self.binary(Op::IAdd, index_type, index_id, first);
        }
        Ok(self.emit(
            Op::VectorExtractDynamic,
            Some(parts.int_type),
            vec![Operand::IdRef(parts.loaded), Operand::IdRef(index_id)],
        ))
    }

    /// The value of load `i` made of the variable's bytes from `bytes` on,
    /// lane by lane (little-endian, as every SPIR-V OpenCL device).
    fn builtin_bytes(
        &mut self,
        i: Value,
        access: &BuiltinAccess,
        parts: &Components,
        bytes: u64,
    ) -> LowerResult<Id> {
        let ty = i.ty();
        let lane = ty.scalar();
        let lane_bits = match lane.kind() {
            _ if lane.is_integer() => lane.int_width(),
            _ if lane.is_float() => lane.float_width(),
            _ => return Err(self.builtin_access_error(access, "it is read as a non-number")),
        };
        let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
        let lane_type = self.ml.lower_type(lane)?;
        let mut values = Vec::with_capacity(lanes as usize);
        for k in 0..lanes {
            let start = bytes * 8 + u64::from(k) * u64::from(lane_bits);
            let bits = self.builtin_bits(access, parts, start, lane_bits)?;
            let int_lane = self.ml.m.type_int(lane_bits);
            values.push(if lane_type == int_lane {
                bits
            } else {
                self.emit(Op::Bitcast, Some(lane_type), vec![Operand::IdRef(bits)])
            });
        }
        if !ty.is_vector() {
            return Ok(values[0]);
        }
        let type_id = self.ml.value_type(i)?;
        Ok(self.build_lanes(ty, type_id, &values))
    }

    /// `width` bits of the variable from bit `start`, as an integer: within one
    /// component (shifted and narrowed) or across whole adjacent components.
    fn builtin_bits(
        &mut self,
        access: &BuiltinAccess,
        parts: &Components,
        start: u64,
        width: u32,
    ) -> LowerResult<Id> {
        let component_bits = u64::from(parts.bits);
        let first = start / component_bits;
        let within = start % component_bits;
        let end = start + u64::from(width);
        if end > component_bits * u64::from(parts.count) {
            return Err(self.builtin_access_error(access, "it reads past the end of the variable"));
        }
        let component = |f: &mut Self, n: u64| {
            if parts.count == 1 {
                parts.loaded
            } else {
                f.emit(
                    Op::CompositeExtract,
                    Some(parts.int_type),
                    vec![Operand::IdRef(parts.loaded), Operand::LiteralBit32(n as u32)],
                )
            }
        };
        let result_type = self.ml.m.type_int(width);
        if within + u64::from(width) <= component_bits {
            let mut v = component(self, first);
            if within != 0 {
                let shift = self.ml.int_constant(parts.int_type, within);
                v = self.binary(Op::ShiftRightLogical, parts.int_type, v, shift);
            }
            if u64::from(width) < component_bits {
                v = self.emit(Op::UConvert, Some(result_type), vec![Operand::IdRef(v)]);
            }
            return Ok(v);
        }
        if within != 0 || u64::from(width) % component_bits != 0 {
            return Err(self.builtin_access_error(access, "it reads parts of two components"));
        }
        let mut acc = None;
        for n in 0..u64::from(width) / component_bits {
            let c = component(self, first + n);
            let mut wide = self.emit(Op::UConvert, Some(result_type), vec![Operand::IdRef(c)]);
            if n != 0 {
                let shift = self.ml.int_constant(result_type, n * component_bits);
                wide = self.binary(Op::ShiftLeftLogical, result_type, wide, shift);
            }
            acc = Some(match acc {
                None => wide,
                Some(a) => self.binary(Op::BitwiseOr, result_type, a, wide),
            });
        }
        acc.ok_or(LowerError::Internal("an empty builtin read"))
    }

    /// Pointers derived from builtin globals are only used by loads (checked
    /// here, so that none of them needs a SPIR-V value).
    pub fn check_builtin_pointer_uses(&mut self, v: Value) -> LowerResult<()> {
        for user in v.users() {
            let fine = match user.opcode() {
                Some(Opcode::Load) => true,
                Some(Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => user.operand(0) == v,
                _ => false,
            };
            if !fine {
                return Err(LowerError::unsupported_because(
                    format!(
                        "a pointer into builtin variable '{}' used by '{}'",
                        builtin_access(v).map(|a| a.global.name()).unwrap_or_default(),
                        user.print().trim()
                    ),
                    "only loads from builtin variables are",
                ));
            }
        }
        Ok(())
    }
}
