//! LLVM's enumerations the lowering matches on, as the facade's own types with
//! Rust-style names (`Opcode::Load`, `IntPredicate::Slt`, `RealPredicate::Olt`):
//! LLVM-C's values are converted where the facade reads them, so the lowering
//! never spells an LLVM-C name. Each conversion lists every LLVM-C variant, so
//! an LLVM whose C API adds one fails to build here rather than lowering it
//! as something else.

/// An enum of the facade and its conversion from the LLVM-C enum `$raw`,
/// variant by variant (a variant only some LLVM majors have carries its `cfg`).
macro_rules! llvm_enum {
    ($(#[$doc:meta])* $name:ident from $raw:ty { $($(#[$cfg:meta])* $variant:ident = $llvm:ident,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$cfg])* $variant,)*
        }

        impl From<$raw> for $name {
            fn from(raw: $raw) -> Self {
                type Raw = $raw;
                match raw {
                    $($(#[$cfg])* Raw::$llvm => $name::$variant,)*
                }
            }
        }
    };
}

llvm_enum! {
    /// The opcode of an instruction or a constant expression (LLVM-C's
    /// `LLVMOpcode`). Diagnostics name it by its Debug name in lower case,
    /// which is the IR's for most (`getelementptr`, `fptosi`).
    Opcode from llvm_sys::LLVMOpcode {
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
    IntPredicate from llvm_sys::LLVMIntPredicate {
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
    RealPredicate from llvm_sys::LLVMRealPredicate {
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

llvm_enum! {
    /// What kind of value a value is (LLVM-C's `LLVMValueKind`).
    ValueKind from llvm_sys::LLVMValueKind {
        Argument = LLVMArgumentValueKind,
        BasicBlock = LLVMBasicBlockValueKind,
        MemoryUse = LLVMMemoryUseValueKind,
        MemoryDef = LLVMMemoryDefValueKind,
        MemoryPhi = LLVMMemoryPhiValueKind,
        Function = LLVMFunctionValueKind,
        GlobalAlias = LLVMGlobalAliasValueKind,
        GlobalIFunc = LLVMGlobalIFuncValueKind,
        GlobalVariable = LLVMGlobalVariableValueKind,
        BlockAddress = LLVMBlockAddressValueKind,
        ConstantExpr = LLVMConstantExprValueKind,
        ConstantArray = LLVMConstantArrayValueKind,
        ConstantStruct = LLVMConstantStructValueKind,
        ConstantVector = LLVMConstantVectorValueKind,
        UndefValue = LLVMUndefValueValueKind,
        ConstantAggregateZero = LLVMConstantAggregateZeroValueKind,
        ConstantDataArray = LLVMConstantDataArrayValueKind,
        ConstantDataVector = LLVMConstantDataVectorValueKind,
        ConstantInt = LLVMConstantIntValueKind,
        ConstantFP = LLVMConstantFPValueKind,
        ConstantPointerNull = LLVMConstantPointerNullValueKind,
        ConstantTokenNone = LLVMConstantTokenNoneValueKind,
        MetadataAsValue = LLVMMetadataAsValueValueKind,
        InlineAsm = LLVMInlineAsmValueKind,
        Instruction = LLVMInstructionValueKind,
        Poison = LLVMPoisonValueKind,
        #[cfg(not(feature = "llvm15"))]
        ConstantTargetNone = LLVMConstantTargetNoneValueKind,
        #[cfg(any(feature = "llvm19", feature = "llvm22"))]
        ConstantPtrAuth = LLVMConstantPtrAuthValueKind,
    }
}

llvm_enum! {
    /// What kind of metadata node a node is (LLVM-C's `LLVMMetadataKind`).
    MetadataKind from llvm_sys::debuginfo::LLVMMetadataKind {
        MDString = LLVMMDStringMetadataKind,
        ConstantAsMetadata = LLVMConstantAsMetadataMetadataKind,
        LocalAsMetadata = LLVMLocalAsMetadataMetadataKind,
        DistinctMDOperandPlaceholder = LLVMDistinctMDOperandPlaceholderMetadataKind,
        MDTuple = LLVMMDTupleMetadataKind,
        DILocation = LLVMDILocationMetadataKind,
        DIExpression = LLVMDIExpressionMetadataKind,
        DIGlobalVariableExpression = LLVMDIGlobalVariableExpressionMetadataKind,
        GenericDINode = LLVMGenericDINodeMetadataKind,
        DISubrange = LLVMDISubrangeMetadataKind,
        DIEnumerator = LLVMDIEnumeratorMetadataKind,
        DIBasicType = LLVMDIBasicTypeMetadataKind,
        DIDerivedType = LLVMDIDerivedTypeMetadataKind,
        DICompositeType = LLVMDICompositeTypeMetadataKind,
        DISubroutineType = LLVMDISubroutineTypeMetadataKind,
        DIFile = LLVMDIFileMetadataKind,
        DICompileUnit = LLVMDICompileUnitMetadataKind,
        DISubprogram = LLVMDISubprogramMetadataKind,
        DILexicalBlock = LLVMDILexicalBlockMetadataKind,
        DILexicalBlockFile = LLVMDILexicalBlockFileMetadataKind,
        DINamespace = LLVMDINamespaceMetadataKind,
        DIModule = LLVMDIModuleMetadataKind,
        DITemplateTypeParameter = LLVMDITemplateTypeParameterMetadataKind,
        DITemplateValueParameter = LLVMDITemplateValueParameterMetadataKind,
        DIGlobalVariable = LLVMDIGlobalVariableMetadataKind,
        DILocalVariable = LLVMDILocalVariableMetadataKind,
        DILabel = LLVMDILabelMetadataKind,
        DIObjCProperty = LLVMDIObjCPropertyMetadataKind,
        DIImportedEntity = LLVMDIImportedEntityMetadataKind,
        DIMacro = LLVMDIMacroMetadataKind,
        DIMacroFile = LLVMDIMacroFileMetadataKind,
        DICommonBlock = LLVMDICommonBlockMetadataKind,
        DIStringType = LLVMDIStringTypeMetadataKind,
        DIGenericSubrange = LLVMDIGenericSubrangeMetadataKind,
        DIArgList = LLVMDIArgListMetadataKind,
        #[cfg(not(feature = "llvm15"))]
        DIAssignID = LLVMDIAssignIDMetadataKind,
        #[cfg(feature = "llvm22")]
        DISubrangeType = LLVMDISubrangeTypeMetadataKind,
        #[cfg(feature = "llvm22")]
        DIFixedPointType = LLVMDIFixedPointTypeMetadataKind,
    }
}

llvm_enum! {
    /// The linkage of a global value (LLVM-C's `LLVMLinkage`).
    Linkage from llvm_sys::LLVMLinkage {
        External = LLVMExternalLinkage,
        AvailableExternally = LLVMAvailableExternallyLinkage,
        LinkOnceAny = LLVMLinkOnceAnyLinkage,
        LinkOnceODR = LLVMLinkOnceODRLinkage,
        LinkOnceODRAutoHide = LLVMLinkOnceODRAutoHideLinkage,
        WeakAny = LLVMWeakAnyLinkage,
        WeakODR = LLVMWeakODRLinkage,
        Appending = LLVMAppendingLinkage,
        Internal = LLVMInternalLinkage,
        Private = LLVMPrivateLinkage,
        DLLImport = LLVMDLLImportLinkage,
        DLLExport = LLVMDLLExportLinkage,
        ExternalWeak = LLVMExternalWeakLinkage,
        Ghost = LLVMGhostLinkage,
        Common = LLVMCommonLinkage,
        LinkerPrivate = LLVMLinkerPrivateLinkage,
        LinkerPrivateWeak = LLVMLinkerPrivateWeakLinkage,
    }
}

llvm_enum! {
    /// The ordering of an atomic instruction (LLVM-C's `LLVMAtomicOrdering`).
    AtomicOrdering from llvm_sys::LLVMAtomicOrdering {
        NotAtomic = LLVMAtomicOrderingNotAtomic,
        Unordered = LLVMAtomicOrderingUnordered,
        Monotonic = LLVMAtomicOrderingMonotonic,
        Acquire = LLVMAtomicOrderingAcquire,
        Release = LLVMAtomicOrderingRelease,
        AcquireRelease = LLVMAtomicOrderingAcquireRelease,
        SequentiallyConsistent = LLVMAtomicOrderingSequentiallyConsistent,
    }
}
