//! LLVM's enumerations the lowering matches on, as the facade's own types with
//! Rust-style names (`Opcode::Load`, `IntPredicate::Slt`, `RealPredicate::Olt`):
//! LLVM-C's values are converted where the facade reads them, so the lowering
//! never spells an LLVM-C name. Each conversion lists every LLVM-C variant, so
//! an LLVM whose C API adds one fails to build here rather than lowering it
//! as something else.

/// An enum of the facade and its conversion from the LLVM-C enum `$raw`,
/// variant by variant (a variant only some LLVM majors have carries its `cfg`).
macro_rules! llvm_enum {
    ($(#[$doc:meta])* $name:ident from $raw:ident { $($(#[$cfg:meta])* $variant:ident = $llvm:ident,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$cfg])* $variant,)*
        }

        impl From<llvm_sys::$raw> for $name {
            fn from(raw: llvm_sys::$raw) -> Self {
                match raw {
                    $($(#[$cfg])* llvm_sys::$raw::$llvm => $name::$variant,)*
                }
            }
        }
    };
}

llvm_enum! {
    /// The opcode of an instruction or a constant expression (LLVM-C's
    /// `LLVMOpcode`); in lower case, the Debug name is the IR's (`getelementptr`).
    Opcode from LLVMOpcode {
        Ret = LLVMRet,
        Br = LLVMBr,
        Switch = LLVMSwitch,
        IndirectBr = LLVMIndirectBr,
        Invoke = LLVMInvoke,
        Unreachable = LLVMUnreachable,
        CallBr = LLVMCallBr,
        FNeg = LLVMFNeg,
        Add = LLVMAdd,
        FAdd = LLVMFAdd,
        Sub = LLVMSub,
        FSub = LLVMFSub,
        Mul = LLVMMul,
        FMul = LLVMFMul,
        UDiv = LLVMUDiv,
        SDiv = LLVMSDiv,
        FDiv = LLVMFDiv,
        URem = LLVMURem,
        SRem = LLVMSRem,
        FRem = LLVMFRem,
        Shl = LLVMShl,
        LShr = LLVMLShr,
        AShr = LLVMAShr,
        And = LLVMAnd,
        Or = LLVMOr,
        Xor = LLVMXor,
        Alloca = LLVMAlloca,
        Load = LLVMLoad,
        Store = LLVMStore,
        GetElementPtr = LLVMGetElementPtr,
        Trunc = LLVMTrunc,
        ZExt = LLVMZExt,
        SExt = LLVMSExt,
        FPToUI = LLVMFPToUI,
        FPToSI = LLVMFPToSI,
        UIToFP = LLVMUIToFP,
        SIToFP = LLVMSIToFP,
        FPTrunc = LLVMFPTrunc,
        FPExt = LLVMFPExt,
        PtrToInt = LLVMPtrToInt,
        IntToPtr = LLVMIntToPtr,
        BitCast = LLVMBitCast,
        AddrSpaceCast = LLVMAddrSpaceCast,
        ICmp = LLVMICmp,
        FCmp = LLVMFCmp,
        Phi = LLVMPHI,
        Call = LLVMCall,
        Select = LLVMSelect,
        UserOp1 = LLVMUserOp1,
        UserOp2 = LLVMUserOp2,
        VAArg = LLVMVAArg,
        ExtractElement = LLVMExtractElement,
        InsertElement = LLVMInsertElement,
        ShuffleVector = LLVMShuffleVector,
        ExtractValue = LLVMExtractValue,
        InsertValue = LLVMInsertValue,
        Freeze = LLVMFreeze,
        Fence = LLVMFence,
        AtomicCmpXchg = LLVMAtomicCmpXchg,
        AtomicRMW = LLVMAtomicRMW,
        Resume = LLVMResume,
        LandingPad = LLVMLandingPad,
        CleanupRet = LLVMCleanupRet,
        CatchRet = LLVMCatchRet,
        CatchPad = LLVMCatchPad,
        CleanupPad = LLVMCleanupPad,
        CatchSwitch = LLVMCatchSwitch,
        #[cfg(feature = "llvm22")]
        PtrToAddr = LLVMPtrToAddr,
    }
}

llvm_enum! {
    /// The predicate of an `icmp` (LLVM-C's `LLVMIntPredicate`).
    IntPredicate from LLVMIntPredicate {
        Eq = LLVMIntEQ,
        Ne = LLVMIntNE,
        Ugt = LLVMIntUGT,
        Uge = LLVMIntUGE,
        Ult = LLVMIntULT,
        Ule = LLVMIntULE,
        Sgt = LLVMIntSGT,
        Sge = LLVMIntSGE,
        Slt = LLVMIntSLT,
        Sle = LLVMIntSLE,
    }
}

llvm_enum! {
    /// The predicate of an `fcmp` (LLVM-C's `LLVMRealPredicate`): `O*` ordered,
    /// `U*` unordered, `False` and `True` constant.
    RealPredicate from LLVMRealPredicate {
        False = LLVMRealPredicateFalse,
        Oeq = LLVMRealOEQ,
        Ogt = LLVMRealOGT,
        Oge = LLVMRealOGE,
        Olt = LLVMRealOLT,
        Ole = LLVMRealOLE,
        One = LLVMRealONE,
        Ord = LLVMRealORD,
        Uno = LLVMRealUNO,
        Ueq = LLVMRealUEQ,
        Ugt = LLVMRealUGT,
        Uge = LLVMRealUGE,
        Ult = LLVMRealULT,
        Ule = LLVMRealULE,
        Une = LLVMRealUNE,
        True = LLVMRealPredicateTrue,
    }
}

/// LLVM-C's spellings of the opcodes `lower/body/function.rs` still names,
/// while it is restructured on another branch: remove them once it names
/// `Opcode::Load` and the like (`sed -E 's/Opcode::LLVMPHI/Opcode::Phi/; s/Opcode::LLVM([A-Z])/Opcode::\1/g'`).
#[allow(non_upper_case_globals)]
impl Opcode {
    pub const LLVMAddrSpaceCast: Opcode = Opcode::AddrSpaceCast;
    pub const LLVMAlloca: Opcode = Opcode::Alloca;
    pub const LLVMAtomicCmpXchg: Opcode = Opcode::AtomicCmpXchg;
    pub const LLVMAtomicRMW: Opcode = Opcode::AtomicRMW;
    pub const LLVMBitCast: Opcode = Opcode::BitCast;
    pub const LLVMBr: Opcode = Opcode::Br;
    pub const LLVMCall: Opcode = Opcode::Call;
    pub const LLVMExtractValue: Opcode = Opcode::ExtractValue;
    pub const LLVMFence: Opcode = Opcode::Fence;
    pub const LLVMFreeze: Opcode = Opcode::Freeze;
    pub const LLVMGetElementPtr: Opcode = Opcode::GetElementPtr;
    pub const LLVMInsertValue: Opcode = Opcode::InsertValue;
    pub const LLVMLoad: Opcode = Opcode::Load;
    pub const LLVMPHI: Opcode = Opcode::Phi;
    pub const LLVMRet: Opcode = Opcode::Ret;
    pub const LLVMStore: Opcode = Opcode::Store;
    pub const LLVMSwitch: Opcode = Opcode::Switch;
    pub const LLVMUnreachable: Opcode = Opcode::Unreachable;
}
