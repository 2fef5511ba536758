//! LLVM values: functions, globals, arguments, basic blocks, instructions, constants.

use super::ValueKind as VK;
use super::{string_from, Metadata, Opcode, Type};
use super::{AtomicOrdering, EnumAttribute, Linkage};
use crate::shim;
use llvm_sys::core::*;
use llvm_sys::prelude::*;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Value(LLVMValueRef);

/// How many values' names to look up at once (`Value::raw_name`): each
/// lookup misses the cache in a large function, and in one short loop the
/// misses overlap.
pub const NAME_RUN: usize = 32;

/// A value's name as LLVM keeps it: valid while the value keeps its name
/// (the translation never renames a value).
#[derive(Clone, Copy)]
pub struct RawName {
    p: *const u8,
    len: usize,
}

impl RawName {
    /// `f` of the name (lossily converted if it is not UTF-8).
    pub fn with_str<R>(self, f: impl FnOnce(&str) -> R) -> R {
        if self.p.is_null() || self.len == 0 {
            return f("");
        }
        // SAFETY: LLVM gave `len` valid bytes at `p`, unchanged while the value keeps its name.
        let bytes = unsafe { std::slice::from_raw_parts(self.p, self.len) };
        match std::str::from_utf8(bytes) {
            Ok(name) => f(name),
            Err(_) => f(&String::from_utf8_lossy(bytes)),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BasicBlock(LLVMBasicBlockRef);

/// atomicrmw operations, in llvm::AtomicRMWInst::BinOp order (LLVM 16).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

impl Value {
    /// The first value satisfying `found` along the bitcasts and
    /// address-space casts (instructions or constant expressions) leading to
    /// `self`, at most 8 casts deep.
    pub fn find_through_casts(self, found: impl Fn(Value) -> bool) -> Option<Value> {
        let mut v = self;
        for _ in 0..8 {
            if found(v) {
                return Some(v);
            }
            let cast = v.opcode().or_else(|| v.const_opcode());
            if !matches!(cast, Some(Opcode::AddrSpaceCast | Opcode::BitCast)) {
                return None;
            }
            v = v.operand(0);
        }
        None
    }

    /// `self` without the bitcasts and address-space casts leading to it
    /// (instructions or constant expressions), at most 8 casts deep.
    pub fn strip_pointer_casts(self) -> Value {
        let mut v = self;
        for _ in 0..8 {
            match v.opcode().or_else(|| v.const_opcode()) {
                Some(Opcode::AddrSpaceCast | Opcode::BitCast) => v = v.operand(0),
                _ => break,
            }
        }
        v
    }

    pub(crate) fn from_raw(raw: LLVMValueRef) -> Self {
        Value(raw)
    }

    pub fn raw(self) -> LLVMValueRef {
        self.0
    }

    pub fn kind(self) -> VK {
        VK::from(unsafe { LLVMGetValueKind(self.0) })
    }

    pub fn ty(self) -> Type {
        Type::from_raw(unsafe { LLVMTypeOf(self.0) })
    }

    pub fn name(self) -> String {
        let mut len = 0;
        let p = unsafe { LLVMGetValueName2(self.0, &mut len) };
        string_from(p, len)
    }

    /// `f` of the name, borrowed from LLVM when it is UTF-8 (as `name`, without a copy).
    pub fn with_name<R>(self, f: impl FnOnce(&str) -> R) -> R {
        self.raw_name().with_str(f)
    }

    /// The instruction after this one in its block.
    pub fn next_instruction(self) -> Option<Value> {
        let next = unsafe { LLVMGetNextInstruction(self.0) };
        (!next.is_null()).then_some(Value(next))
    }

    /// Where LLVM keeps the name (looking it up costs a cache miss or two in a
    /// large function: `driver` looks up a run of instructions' names at once).
    pub fn raw_name(self) -> RawName {
        let mut len = 0;
        let p = unsafe { LLVMGetValueName2(self.0, &mut len) };
        RawName { p: p as *const u8, len }
    }

    /// The value as LLVM prints it (the instruction text for instructions).
    pub fn print(self) -> String {
        unsafe {
            let p = LLVMPrintValueToString(self.0);
            let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            s
        }
    }

    pub fn is_function(self) -> bool {
        self.kind() == VK::Function
    }
    /// What a global alias stands for (None if `self` is not an alias).
    pub fn aliasee(self) -> Option<Value> {
        (self.kind() == VK::GlobalAlias).then(|| Value(unsafe { LLVMAliasGetAliasee(self.0) }))
    }

    pub fn is_global_variable(self) -> bool {
        self.kind() == VK::GlobalVariable
    }
    pub fn is_instruction(self) -> bool {
        self.kind() == VK::Instruction
    }
    pub fn is_argument(self) -> bool {
        self.kind() == VK::Argument
    }
    pub fn is_constant(self) -> bool {
        unsafe { LLVMIsConstant(self.0) != 0 }
    }

    pub fn num_operands(self) -> u32 {
        let n = unsafe { LLVMGetNumOperands(self.0) };
        n.max(0) as u32
    }

    /// Operand `i`. An index past the operands is a bug of the caller (it
    /// checked the instruction's kind first): it panics, which `pass.rs`
    /// contains and reports, rather than reading past LLVM's operand list.
    pub fn operand(self, i: u32) -> Value {
        let n = self.num_operands();
        assert!(i < n, "operand {i} of a value with {n} operands");
        Value(unsafe { LLVMGetOperand(self.0, i) })
    }

    pub fn operands(self) -> Vec<Value> {
        self.operand_iter().collect()
    }

    /// The operands, without collecting them (for checks run on every instruction).
    pub fn operand_iter(self) -> impl Iterator<Item = Value> {
        (0..self.num_operands()).map(move |i| Value(unsafe { LLVMGetOperand(self.0, i) }))
    }

    /// The instructions and constants that use this value, oldest use first
    /// (LLVM keeps use lists newest first; for parsed IR, oldest is program order).
    pub fn users(self) -> Vec<Value> {
        let mut out = Vec::new();
        let mut u = unsafe { LLVMGetFirstUse(self.0) };
        while !u.is_null() {
            out.push(Value(unsafe { LLVMGetUser(u) }));
            u = unsafe { LLVMGetNextUse(u) };
        }
        out.reverse();
        out
    }

    // ---- instructions -----------------------------------------------------

    pub fn opcode(self) -> Option<Opcode> {
        self.is_instruction().then(|| Opcode::from(unsafe { LLVMGetInstructionOpcode(self.0) }))
    }

    /// The opcode of a constant expression.
    pub fn const_opcode(self) -> Option<Opcode> {
        (self.kind() == VK::ConstantExpr).then(|| Opcode::from(unsafe { LLVMGetConstOpcode(self.0) }))
    }

    pub fn parent_block(self) -> BasicBlock {
        assert!(self.is_instruction(), "the block of a value that is no instruction");
        BasicBlock(unsafe { LLVMGetInstructionParent(self.0) })
    }

    /// The alignment of a load, store, alloca, atomicrmw, cmpxchg or global
    /// value; 0 (none) for any other value.
    pub fn alignment(self) -> u32 {
        let aligned = matches!(
            self.opcode(),
            Some(Opcode::Load | Opcode::Store | Opcode::Alloca | Opcode::AtomicRMW | Opcode::AtomicCmpXchg)
        ) || self.is_global_value();
        if aligned {
            unsafe { LLVMGetAlignment(self.0) }
        } else {
            0
        }
    }

    /// Whether this is a getelementptr instruction or constant expression.
    fn is_gep(self) -> bool {
        self.opcode().or_else(|| self.const_opcode()) == Some(Opcode::GetElementPtr)
    }

    /// Whether this is a function, global variable, alias or ifunc.
    pub fn is_global_value(self) -> bool {
        unsafe { !LLVMIsAGlobalValue(self.0).is_null() }
    }

    pub fn is_volatile(self) -> bool {
        matches!(
            self.opcode(),
            Some(Opcode::Load | Opcode::Store | Opcode::AtomicRMW | Opcode::AtomicCmpXchg)
        ) && unsafe { LLVMGetVolatile(self.0) != 0 }
    }

    /// The source element type of a getelementptr (instruction or constant
    /// expression); asking another value is a bug of the caller (a panic).
    pub fn gep_source_element_type(self) -> Type {
        assert!(self.is_gep(), "the GEP source type of a value that is no getelementptr");
        Type::from_raw(unsafe { LLVMGetGEPSourceElementType(self.0) })
    }

    pub fn gep_result_element_type(self) -> Type {
        assert!(self.is_gep(), "the GEP result type of a value that is no getelementptr");
        Type::from_raw(unsafe { shim::spirv_emit_gep_result_element_type(self.0) })
    }

    /// Whether a getelementptr is `inbounds` (false for any other value).
    pub fn is_in_bounds(self) -> bool {
        self.is_gep() && unsafe { LLVMIsInBounds(self.0) != 0 }
    }

    pub fn wrap_flags(self) -> WrapFlags {
        WrapFlags(unsafe { shim::spirv_emit_wrap_flags(self.0) })
    }

    pub fn fast_math_flags(self) -> FastMathFlags {
        FastMathFlags(unsafe { shim::spirv_emit_fast_math_flags(self.0) })
    }

    pub fn sync_scope(self) -> String {
        let mut len = 0;
        let p = unsafe { shim::spirv_emit_sync_scope_name(self.0, &mut len) };
        string_from(p, len)
    }

    /// The atomic ordering of a load, store, atomicrmw, fence, or the success
    /// ordering of a cmpxchg.
    pub fn ordering(self) -> AtomicOrdering {
        match unsafe { shim::spirv_emit_atomic_ordering(self.0) } {
            1 => AtomicOrdering::Unordered,
            2 => AtomicOrdering::Monotonic,
            4 => AtomicOrdering::Acquire,
            5 => AtomicOrdering::Release,
            6 => AtomicOrdering::AcquireRelease,
            7 => AtomicOrdering::SequentiallyConsistent,
            _ => AtomicOrdering::NotAtomic,
        }
    }

    /// Whether a load or store is atomic.
    pub fn is_atomic(self) -> bool {
        matches!(self.opcode(), Some(Opcode::Load | Opcode::Store))
            && self.ordering() != AtomicOrdering::NotAtomic
    }

    /// Whether parameter `arg` (0-based) of this function is never captured
    /// (`nocapture`, or `captures(none)` from LLVM 21 on).
    pub fn param_captures_nothing(self, arg: u32) -> bool {
        unsafe { shim::spirv_emit_param_captures_nothing(self.0, arg) != 0 }
    }

    /// Inline assembly (the callee of `call asm`): its assembly text and
    /// constraint string, and whether it has side effects.
    pub fn inline_asm(self) -> Option<(String, String, bool)> {
        if self.kind() != VK::InlineAsm {
            return None;
        }
        let text = |what| {
            let mut len = 0;
            let p = unsafe { shim::spirv_emit_inline_asm_string(self.0, what, &mut len) };
            super::string_from(p, len)
        };
        let side_effects = unsafe { shim::spirv_emit_inline_asm_has_side_effects(self.0) != 0 };
        Some((text(0), text(1), side_effects))
    }

    /// The number of successors of a terminator (0 for other values).
    pub fn num_successors(self) -> u32 {
        if unsafe { LLVMIsATerminatorInst(self.0).is_null() } {
            return 0;
        }
        unsafe { LLVMGetNumSuccessors(self.0) }
    }

    /// Successor `i` of a terminator; past `num_successors` a bug of the caller (a panic).
    pub fn successor(self, i: u32) -> BasicBlock {
        let n = self.num_successors();
        assert!(i < n, "successor {i} of a value with {n} successors");
        BasicBlock(unsafe { LLVMGetSuccessor(self.0, i) })
    }

    /// Whether this is a conditional branch.
    pub fn is_conditional(self) -> bool {
        self.opcode() == Some(Opcode::Br) && unsafe { LLVMIsConditional(self.0) != 0 }
    }

    /// The condition of a conditional branch; of another value a bug of the caller (a panic).
    pub fn condition(self) -> Value {
        assert!(self.is_conditional(), "the condition of a value that is no conditional branch");
        Value(unsafe { LLVMGetCondition(self.0) })
    }

    /// Metadata attached to an instruction, by kind id.
    pub fn instruction_metadata(self, kind: u32) -> Option<Metadata> {
        if !self.is_instruction() {
            return None;
        }
        let m = unsafe { LLVMGetMetadata(self.0, kind) };
        (!m.is_null()).then(|| Metadata::from_value(Value(m)))
    }

    // ---- globals and functions ---------------------------------------------

    /// Metadata attachments of a function or global variable, by kind id.
    pub fn global_metadata(self, kind: u32) -> Option<Metadata> {
        if !(self.is_function() || self.is_global_variable()) {
            return None;
        }
        // One lookup (LLVMGlobalCopyAllMetadata copied every attachment on each call).
        let md = unsafe { shim::spirv_emit_global_metadata(self.0, kind) };
        if md.is_null() {
            return None;
        }
        let ctx = unsafe { LLVMGetTypeContext(LLVMTypeOf(self.0)) };
        Some(Metadata::from_metadata_ref(ctx, md as _))
    }

    /// The value type of a global (the pointee of the global's address).
    pub fn global_value_type(self) -> Type {
        assert!(self.is_global_value(), "the value type of a value that is no global");
        Type::from_raw(unsafe { LLVMGlobalGetValueType(self.0) })
    }

    pub fn initializer(self) -> Option<Value> {
        if !self.is_global_variable() {
            return None;
        }
        let init = unsafe { LLVMGetInitializer(self.0) };
        (!init.is_null()).then_some(Value(init))
    }

    pub fn is_global_constant(self) -> bool {
        self.is_global_variable() && unsafe { LLVMIsGlobalConstant(self.0) != 0 }
    }

    /// The linkage of a global value (external for any other value).
    pub fn linkage(self) -> Linkage {
        if !self.is_global_value() {
            return Linkage::External;
        }
        Linkage::from(unsafe { LLVMGetLinkage(self.0) })
    }

    /// Whether a global value is only declared (false for any other value).
    pub fn is_declaration(self) -> bool {
        self.is_global_value() && unsafe { LLVMIsDeclaration(self.0) != 0 }
    }

    /// The calling convention of a function (0, C, for any other value).
    pub fn calling_conv(self) -> u32 {
        if !self.is_function() {
            return 0;
        }
        unsafe { LLVMGetFunctionCallConv(self.0) }
    }

    /// The parameters of a function (none for any other value).
    pub fn params(self) -> Vec<Value> {
        if !self.is_function() {
            return Vec::new();
        }
        let n = unsafe { LLVMCountParams(self.0) };
        (0..n).map(|i| Value(unsafe { LLVMGetParam(self.0, i) })).collect()
    }

    /// The function an argument belongs to; of another value a bug of the caller (a panic).
    pub fn param_parent(self) -> Value {
        assert!(self.is_argument(), "the function of a value that is no argument");
        Value(unsafe { LLVMGetParamParent(self.0) })
    }

    /// The position of an argument in its function's parameter list.
    pub fn param_index(self) -> u32 {
        self.param_parent().params().iter().position(|p| *p == self).unwrap_or(0) as u32
    }

    /// The function type of a function.
    pub fn function_type(self) -> Type {
        self.global_value_type()
    }

    pub fn intrinsic_id(self) -> u32 {
        if self.is_function() {
            unsafe { LLVMGetIntrinsicID(self.0) }
        } else {
            0
        }
    }

    /// The blocks of a function (none for any other value).
    pub fn basic_blocks(self) -> Vec<BasicBlock> {
        self.block_iter().collect()
    }

    /// The blocks of a function in layout order, without collecting them.
    pub fn block_iter(self) -> impl Iterator<Item = BasicBlock> {
        std::iter::successors(self.entry_block(), |b| b.next_block())
    }

    pub fn entry_block(self) -> Option<BasicBlock> {
        if !self.is_function() {
            return None;
        }
        let b = unsafe { LLVMGetFirstBasicBlock(self.0) };
        (!b.is_null()).then_some(BasicBlock(b))
    }

    /// Whether enum attribute `attribute` is on the function (index -1), the return
    /// value (0) or parameter i (i + 1).
    pub fn has_attribute(self, index: i32, attribute: EnumAttribute) -> bool {
        self.enum_attribute(index, attribute).is_some()
    }

    /// Whether string attribute `name` (`"referenced-indirectly"`) is on the
    /// function (index -1), the return value (0) or parameter i (i + 1).
    pub fn has_string_attribute(self, index: i32, name: &str) -> bool {
        if !self.is_function() {
            return false;
        }
        let a = unsafe {
            LLVMGetStringAttributeAtIndex(self.0, index as u32, name.as_ptr() as *const _, name.len() as u32)
        };
        !a.is_null()
    }

    /// The value of string attribute `name` (`"VCSIMTCall"="5"`: `5`; empty
    /// for a flag) on the function (index -1), the return value (0) or
    /// parameter i (i + 1); `None` when it is absent.
    pub fn string_attribute(self, index: i32, name: &str) -> Option<String> {
        if !self.is_function() {
            return None;
        }
        let a = unsafe {
            LLVMGetStringAttributeAtIndex(self.0, index as u32, name.as_ptr() as *const _, name.len() as u32)
        };
        if a.is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = unsafe { LLVMGetStringAttributeValue(a, &mut len) };
        Some(string_from(p, len as usize))
    }

    fn enum_attribute(self, index: i32, attribute: EnumAttribute) -> Option<LLVMAttributeRef> {
        let kind = attribute.kind();
        if kind == 0 || !self.is_function() {
            return None;
        }
        let a = unsafe { LLVMGetEnumAttributeAtIndex(self.0, index as u32, kind) };
        (!a.is_null()).then_some(a)
    }

    /// The type of a type attribute (byval, sret, elementtype, ...) on parameter `i`.
    pub fn param_type_attribute(self, param: u32, attribute: EnumAttribute) -> Option<Type> {
        let a = self.enum_attribute(param as i32 + 1, attribute)?;
        let t = unsafe { LLVMGetTypeAttributeValue(a) };
        (!t.is_null()).then(|| Type::from_raw(t))
    }

    // ---- constants --------------------------------------------------------

    pub fn is_undef(self) -> bool {
        matches!(self.kind(), VK::UndefValue | VK::Poison)
    }

    /// An integer constant, zero-extended to 64 bits (None if wider or not an int).
    pub fn const_int_zext(self) -> Option<u64> {
        (self.kind() == VK::ConstantInt && self.ty().int_width() <= 64)
            .then(|| unsafe { LLVMConstIntGetZExtValue(self.0) })
    }

    /// 64-bit word `n` (0: the lowest) of an integer constant of any width
    /// (None if not an integer constant).
    pub fn const_int_word(self, n: u32) -> Option<u64> {
        (self.kind() == VK::ConstantInt).then(|| unsafe { shim::spirv_emit_const_int_word(self.0, n) })
    }

    /// The elements of a constant data array or vector (ConstantDataSequential)
    /// as their bits, zero-extended; None for other values. Read from the
    /// bytes: `aggregate_element` makes (and keeps) an LLVM constant per element.
    pub fn const_data_bits(self) -> Option<Vec<u64>> {
        let (mut len, mut size) = (0, 0);
        let p = unsafe { shim::spirv_emit_const_data_raw(self.0, &mut len, &mut size) };
        if p.is_null() || !matches!(size, 1 | 2 | 4 | 8) {
            return None;
        }
        // SAFETY: LLVM returns `len` valid bytes at `p`, owned by the constant.
        let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
        let element = |c: &[u8]| {
            let mut word = [0u8; 8];
            if cfg!(target_endian = "little") {
                word[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(word)
            } else {
                word[8 - c.len()..].copy_from_slice(c);
                u64::from_be_bytes(word)
            }
        };
        Some(bytes.chunks_exact(size as usize).map(element).collect())
    }

    pub fn const_int_sext(self) -> Option<i64> {
        (self.kind() == VK::ConstantInt && self.ty().int_width() <= 64)
            .then(|| unsafe { LLVMConstIntGetSExtValue(self.0) })
    }

    /// A float constant as a double (exact for half, float and double).
    pub fn const_float(self) -> Option<f64> {
        if self.kind() != VK::ConstantFP {
            return None;
        }
        let mut loses = 0;
        Some(unsafe { LLVMConstRealGetDouble(self.0, &mut loses) })
    }

    /// Element `i` of a constant aggregate (array, struct, vector, data arrays,
    /// zeroinitializer, undef); None for other values and past the end.
    pub fn aggregate_element(self, i: u32) -> Option<Value> {
        if unsafe { LLVMIsAConstant(self.0).is_null() } {
            return None;
        }
        let e = unsafe { LLVMGetAggregateElement(self.0, i) };
        (!e.is_null()).then_some(Value(e))
    }

    /// The string of a C-string constant data array.
    pub fn const_string_bytes(self) -> Option<Vec<u8>> {
        if unsafe { LLVMIsAConstantDataSequential(self.0).is_null() } {
            return None;
        }
        let mut len = 0;
        let p = unsafe { LLVMGetAsString(self.0, &mut len) };
        if p.is_null() {
            return Some(Vec::new());
        }
        // SAFETY: LLVM returns `len` valid bytes at `p`.
        Some(unsafe { std::slice::from_raw_parts(p as *const u8, len) }.to_vec())
    }
}

impl BasicBlock {
    pub(crate) fn from_raw(raw: LLVMBasicBlockRef) -> Self {
        BasicBlock(raw)
    }

    pub fn raw(self) -> LLVMBasicBlockRef {
        self.0
    }

    pub fn as_value(self) -> Value {
        Value(unsafe { LLVMBasicBlockAsValue(self.0) })
    }

    pub fn name(self) -> String {
        self.as_value().name()
    }

    pub fn instructions(self) -> Vec<Value> {
        self.instruction_iter().collect()
    }

    /// The instructions in order, without collecting them.
    pub fn instruction_iter(self) -> impl Iterator<Item = Value> {
        std::iter::successors(self.first_instruction(), |i| i.next_instruction())
    }

    pub fn first_instruction(self) -> Option<Value> {
        let first = unsafe { LLVMGetFirstInstruction(self.0) };
        (!first.is_null()).then_some(Value(first))
    }

    /// The function this block belongs to.
    pub fn parent(self) -> Value {
        Value(unsafe { LLVMGetBasicBlockParent(self.0) })
    }

    /// The block after this one in its function's layout.
    pub fn next_block(self) -> Option<BasicBlock> {
        let next = unsafe { LLVMGetNextBasicBlock(self.0) };
        (!next.is_null()).then_some(BasicBlock(next))
    }

    pub fn terminator(self) -> Option<Value> {
        let t = unsafe { LLVMGetBasicBlockTerminator(self.0) };
        (!t.is_null()).then_some(Value(t))
    }

    pub fn successors(self) -> Vec<BasicBlock> {
        match self.terminator() {
            Some(t) => (0..t.num_successors()).map(|i| t.successor(i)).collect(),
            None => Vec::new(),
        }
    }
}

/// Flags of the shim's bit sets (the bit values are the shim's, `cxx/`).
macro_rules! shim_flags {
    ($(#[$doc:meta])* $name:ident { $($(#[$fdoc:meta])* $flag:ident = $bit:expr),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $name(u32);
        impl $name {
            $($(#[$fdoc])* pub const $flag: Self = Self($bit);)*
            /// Whether every flag of `other` is set.
            pub fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }
            /// Whether any flag of `other` is set.
            pub fn intersects(self, other: Self) -> bool {
                self.0 & other.0 != 0
            }
            pub const fn union(self, other: Self) -> Self {
                Self(self.0 | other.0)
            }
        }
    };
}

shim_flags! {
    /// Integer wrap flags of an instruction.
    WrapFlags { NUW = 1, NSW = 2, EXACT = 4 }
}

shim_flags! {
    /// Fast-math flags of a floating-point instruction.
    FastMathFlags { REASSOC = 1, NNAN = 2, NINF = 4, NSZ = 8, ARCP = 16, CONTRACT = 32, AFN = 64 }
}

impl FastMathFlags {
    /// LLVM's `fast`: every flag.
    pub const FAST: Self = Self(0x7f);
}
