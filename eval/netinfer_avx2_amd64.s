//go:build !purego

#include "textflag.h"

// func cpuHasAVX2() bool
//
// CPUID leaf 7 reports AVX2 and BMI1 (EBX bits 5 and 3; every processor
// with AVX2 so far has BMI1, whose BLSR the row loops use); the operating system must also
// save the YMM registers (CPUID leaf 1: OSXSAVE and AVX, ECX bits 27 and
// 28; XGETBV: the XMM and YMM state, XCR0 bits 1 and 2).
TEXT ·cpuHasAVX2(SB), NOSPLIT, $0-1
	XORL	CX, CX
	XORL	AX, AX
	CPUID
	CMPL	AX, $7
	JLT	no
	MOVL	$1, AX
	XORL	CX, CX
	CPUID
	ANDL	$0x18000000, CX
	CMPL	CX, $0x18000000
	JNE	no
	XORL	CX, CX
	XGETBV
	ANDL	$6, AX
	CMPL	AX, $6
	JNE	no
	MOVL	$7, AX
	XORL	CX, CX
	CPUID
	ANDL	$0x28, BX
	CMPL	BX, $0x28
	JNE	no
	MOVB	$1, ret+0(FP)
	RET

no:
	MOVB	$0, ret+0(FP)
	RET

// PAIR16(o) multiplies the pair of first-layer units at o(SI), broadcast
// to every 32-bit lane, by the weight pairs of sixteen second-layer
// units at 8*o(DX) (eight, one chunk) and 8*o(DX)(R11) (the next chunk),
// into the 32-bit sums in a and b.
#define PAIR16(o, a, b) VPBROADCASTD o(SI), Y4; VPMADDWD (8*o)(DX), Y4, Y5; VPMADDWD (8*o)(DX)(R11*1), Y4, Y4; VPADDD Y5, a, a; VPADDD Y4, b, b

// PAIR8(o, a) is PAIR16 for the eight second-layer units of one chunk.
#define PAIR8(o, a) VPBROADCASTD o(SI), Y4; VPMADDWD (8*o)(DX), Y4, Y4; VPADDD Y4, a, a

// func layersAVX2(act, words *uint64, b1 *block, bias int32, units int, w2 *block, b2 *int32, w3 *int16, chunks int) int32
//
// layersSSE2 with AVX2: the first layer sixteen units a pass, b1 holding
// the two parts of the biases as fastLayout.b1x2 does (for each sixteen
// units, a block of the sixteen p, then one of the sixteen q); the
// second layer sixteen of its units a pass (two chunks of w2, in the
// layout of layersSSE2), then eight for an odd number of chunks, two
// pairs of first-layer units a step, each broadcast once for both
// chunks. The second layer's sums are packed to 16 bits with saturation
// (VPACKSSDW packs within each 128-bit half, so VPERMQ puts the units
// back in order), clipped to [0, QA] and multiplied by the output
// weights. The upper halves of the YMM registers are zeroed before the
// return (VZEROUPPER): the SSE code that runs next would otherwise wait
// on them. Y14 is zero and Y13 QA in every 16-bit lane throughout.
TEXT ·layersAVX2(SB), NOSPLIT, $0-76
	MOVQ	act+0(FP), DI
	MOVQ	words+8(FP), SI
	MOVQ	b1+16(FP), BX
	MOVL	bias+24(FP), AX
	MOVQ	units+32(FP), CX
	VMOVD	AX, X7
	VPBROADCASTW	X7, Y7 // the bias's low 16 bits in each 16-bit lane
	VPXOR	Y14, Y14, Y14
	MOVL	$0x01000100, AX
	VMOVD	AX, X13
	VPBROADCASTD	X13, Y13 // QA in each 16-bit lane

layer1:
	VMOVDQU	(SI), Y0
	VPSUBW	Y7, Y0, Y0
	VPADDSW	0(BX), Y0, Y0
	VPADDSW	32(BX), Y0, Y0
	VPSRAW	$1, Y0, Y0
	VPMAXSW	Y14, Y0, Y0
	VPMINSW	Y13, Y0, Y0
	VMOVDQU	Y0, (DI)
	ADDQ	$32, SI
	ADDQ	$64, BX
	ADDQ	$32, DI
	SUBQ	$16, CX
	JNZ	layer1

	MOVQ	act+0(FP), R10
	MOVQ	w3+56(FP), R8
	MOVQ	units+32(FP), R12
	MOVQ	chunks+64(FP), R9
	VPXOR	Y12, Y12, Y12
	TESTQ	R9, R9
	JZ	dot
	SHRQ	$1, R12 // the pairs of first-layer units
	MOVQ	w2+40(FP), DX
	MOVQ	b2+48(FP), BX
	MOVQ	R12, R11
	SHLQ	$5, R11 // the bytes of a chunk of w2

pass16:
	CMPQ	R9, $2
	JLT	pass8
	VPXOR	Y0, Y0, Y0
	VPXOR	Y1, Y1, Y1
	VPXOR	Y2, Y2, Y2
	VPXOR	Y3, Y3, Y3
	MOVQ	R10, SI
	MOVQ	R12, CX

quad16:
	PAIR16(0, Y0, Y1)
	PAIR16(4, Y2, Y3)
	PAIR16(8, Y0, Y1)
	PAIR16(12, Y2, Y3)
	ADDQ	$16, SI
	ADDQ	$128, DX
	SUBQ	$4, CX
	JNZ	quad16

	VPADDD	Y2, Y0, Y0
	VPADDD	Y3, Y1, Y1
	VPADDD	0(BX), Y0, Y0
	VPADDD	32(BX), Y1, Y1
	VPSRAD	$10, Y0, Y0
	VPSRAD	$10, Y1, Y1
	VPACKSSDW	Y1, Y0, Y0
	VPERMQ	$0xd8, Y0, Y0
	VPMAXSW	Y14, Y0, Y0
	VPMINSW	Y13, Y0, Y0
	VPMADDWD	0(R8), Y0, Y0
	VPADDD	Y0, Y12, Y12
	ADDQ	$64, BX
	ADDQ	$32, R8
	ADDQ	R11, DX // past the second chunk
	SUBQ	$2, R9
	JMP	pass16

pass8:
	TESTQ	R9, R9
	JZ	sum
	VPXOR	Y0, Y0, Y0
	VPXOR	Y2, Y2, Y2
	MOVQ	R10, SI
	MOVQ	R12, CX

quad8:
	PAIR8(0, Y0)
	PAIR8(4, Y2)
	PAIR8(8, Y0)
	PAIR8(12, Y2)
	ADDQ	$16, SI
	ADDQ	$128, DX
	SUBQ	$4, CX
	JNZ	quad8

	VPADDD	Y2, Y0, Y0
	VPADDD	0(BX), Y0, Y0
	VPSRAD	$10, Y0, Y0
	VPACKSSDW	Y0, Y0, Y0
	VPERMQ	$0xd8, Y0, Y0 // the eight units in the low half
	VPMAXSW	X14, X0, X0
	VPMINSW	X13, X0, X0
	VPMADDWD	0(R8), X0, X0
	VPADDD	Y0, Y12, Y12

sum:
	VEXTRACTI128	$1, Y12, X0
	VPADDD	X0, X12, X0
	VPSHUFD	$0x4e, X0, X1
	VPADDD	X1, X0, X0
	VPSHUFD	$0xb1, X0, X1
	VPADDD	X1, X0, X0
	VMOVD	X0, AX
	MOVL	AX, ret+72(FP)
	VZEROUPPER
	RET

dot:
	VMOVDQU	(R10), Y1
	VPMADDWD	(R8), Y1, Y1
	VPADDD	Y1, Y12, Y12
	ADDQ	$32, R10
	ADDQ	$32, R8
	SUBQ	$16, R12
	JNZ	dot
	JMP	sum

// The rows of the holes (fastLayout.holes), as in netinfer_amd64.s.
#define HOLEROWS32 1088
#define GROUP32 34816
#define HOLEROWS16 544

// HOLE32Y adds to the sums in a and b the 32 units at SI of the row of
// hole h, whose seeds are at i(ptr), as HOLE32 does in netinfer_amd64.s:
// sixteen units an instruction.
#define HOLE32Y(ptr, i, h, a, b) MOVBQZX i(ptr), AX; MOVBQZX (R12)(AX*1), DX; VPADDW (h*HOLEROWS32)(SI)(DX*8), a, a; VPADDW (h*HOLEROWS32+32)(SI)(DX*8), b, b

// HOLE16Y is HOLE32Y for the 16 units at SI, summed in a.
#define HOLE16Y(ptr, i, h, a) MOVBQZX i(ptr), AX; MOVBQZX (R12)(AX*1), DX; VPADDW (h*HOLEROWS16)(SI)(DX*4), a, a

// func sumInputRowsAVX2(words *uint64, holes, w1 *block, pits *[32]uint8, x int, slots *[256]uint8, ex *[2]uint64, first, blocks int) int
//
// sumInputRows with AVX2: the same sums, sixteen 16-bit lanes an
// instruction, the even holes summed apart from the odd ones (two
// chains of additions, not one, wait on each other), then added.
TEXT ·sumInputRowsAVX2(SB), NOSPLIT, $0-80
	MOVQ	words+0(FP), DI
	MOVQ	holes+8(FP), SI
	MOVQ	w1+16(FP), R11
	MOVQ	pits+24(FP), R8
	MOVQ	x+32(FP), R10
	MOVQ	slots+40(FP), R12
	MOVQ	blocks+64(FP), BX
	MOVQ	BX, R9
	SHLQ	$5, R9 // the bytes of a row of w1
	MOVQ	R10, AX
	XORQ	$16, AX
	ADDQ	R8, AX
	ADDQ	R10, R8 // the own holes
	MOVQ	AX, R10 // the opponent's holes

	// The occupied holes, counted once: 32 less the empty ones.
	VPXOR	X7, X7, X7
	VPCMPEQB	(R8), X7, X4
	VPCMPEQB	(R10), X7, X5
	VPSUBB	X4, X7, X6
	VPSUBB	X5, X6, X6 // the empty holes at each byte place: 0, 1 or 2
	VPSADBW	X7, X6, X6
	VMOVQ	X6, AX
	VPEXTRQ	$1, X6, DX
	ADDQ	DX, AX
	MOVQ	$32, CX
	SUBQ	AX, CX
	MOVQ	CX, ret+72(FP) // each pass counts the extras from here

chunk32:
	CMPQ	BX, $2
	JLT	chunk16
	VPXOR	Y0, Y0, Y0
	VPXOR	Y1, Y1, Y1
	VPXOR	Y2, Y2, Y2
	VPXOR	Y3, Y3, Y3
	MOVQ	ret+72(FP), CX
	HOLE32Y(R8, 0, 0, Y0, Y1)
	HOLE32Y(R8, 1, 1, Y2, Y3)
	HOLE32Y(R8, 2, 2, Y0, Y1)
	HOLE32Y(R8, 3, 3, Y2, Y3)
	HOLE32Y(R8, 4, 4, Y0, Y1)
	HOLE32Y(R8, 5, 5, Y2, Y3)
	HOLE32Y(R8, 6, 6, Y0, Y1)
	HOLE32Y(R8, 7, 7, Y2, Y3)
	HOLE32Y(R8, 8, 8, Y0, Y1)
	HOLE32Y(R8, 9, 9, Y2, Y3)
	HOLE32Y(R8, 10, 10, Y0, Y1)
	HOLE32Y(R8, 11, 11, Y2, Y3)
	HOLE32Y(R8, 12, 12, Y0, Y1)
	HOLE32Y(R8, 13, 13, Y2, Y3)
	HOLE32Y(R8, 14, 14, Y0, Y1)
	HOLE32Y(R8, 15, 15, Y2, Y3)
	HOLE32Y(R10, 0, 16, Y0, Y1)
	HOLE32Y(R10, 1, 17, Y2, Y3)
	HOLE32Y(R10, 2, 18, Y0, Y1)
	HOLE32Y(R10, 3, 19, Y2, Y3)
	HOLE32Y(R10, 4, 20, Y0, Y1)
	HOLE32Y(R10, 5, 21, Y2, Y3)
	HOLE32Y(R10, 6, 22, Y0, Y1)
	HOLE32Y(R10, 7, 23, Y2, Y3)
	HOLE32Y(R10, 8, 24, Y0, Y1)
	HOLE32Y(R10, 9, 25, Y2, Y3)
	HOLE32Y(R10, 10, 26, Y0, Y1)
	HOLE32Y(R10, 11, 27, Y2, Y3)
	HOLE32Y(R10, 12, 28, Y0, Y1)
	HOLE32Y(R10, 13, 29, Y2, Y3)
	HOLE32Y(R10, 14, 30, Y0, Y1)
	HOLE32Y(R10, 15, 31, Y2, Y3)
	VPADDW	Y2, Y0, Y0
	VPADDW	Y3, Y1, Y1

	MOVQ	ex+48(FP), AX
	MOVQ	0(AX), R13
	TESTQ	R13, R13
	JZ	high32
	MOVQ	first+56(FP), DX
	IMULQ	R9, DX
	ADDQ	R11, DX // the row of bit 0

lowloop32:
	BSFQ	R13, AX
	IMULQ	R9, AX
	VPADDW	0(DX)(AX*1), Y0, Y0
	VPADDW	32(DX)(AX*1), Y1, Y1
	INCQ	CX
	BLSRQ	R13, R13
	JNZ	lowloop32

high32:
	MOVQ	ex+48(FP), AX
	MOVQ	8(AX), R13
	TESTQ	R13, R13
	JZ	store32
	MOVQ	first+56(FP), DX
	ADDQ	$64, DX
	IMULQ	R9, DX
	ADDQ	R11, DX // the row of bit 0

highloop32:
	BSFQ	R13, AX
	IMULQ	R9, AX
	VPADDW	0(DX)(AX*1), Y0, Y0
	VPADDW	32(DX)(AX*1), Y1, Y1
	INCQ	CX
	BLSRQ	R13, R13
	JNZ	highloop32

store32:
	VMOVDQU	Y0, 0(DI)
	VMOVDQU	Y1, 32(DI)
	ADDQ	$64, DI
	ADDQ	$GROUP32, SI
	ADDQ	$64, R11
	SUBQ	$2, BX
	JMP	chunk32

chunk16:
	TESTQ	BX, BX
	JZ	done
	VPXOR	Y0, Y0, Y0
	VPXOR	Y2, Y2, Y2
	MOVQ	ret+72(FP), CX
	HOLE16Y(R8, 0, 0, Y0)
	HOLE16Y(R8, 1, 1, Y2)
	HOLE16Y(R8, 2, 2, Y0)
	HOLE16Y(R8, 3, 3, Y2)
	HOLE16Y(R8, 4, 4, Y0)
	HOLE16Y(R8, 5, 5, Y2)
	HOLE16Y(R8, 6, 6, Y0)
	HOLE16Y(R8, 7, 7, Y2)
	HOLE16Y(R8, 8, 8, Y0)
	HOLE16Y(R8, 9, 9, Y2)
	HOLE16Y(R8, 10, 10, Y0)
	HOLE16Y(R8, 11, 11, Y2)
	HOLE16Y(R8, 12, 12, Y0)
	HOLE16Y(R8, 13, 13, Y2)
	HOLE16Y(R8, 14, 14, Y0)
	HOLE16Y(R8, 15, 15, Y2)
	HOLE16Y(R10, 0, 16, Y0)
	HOLE16Y(R10, 1, 17, Y2)
	HOLE16Y(R10, 2, 18, Y0)
	HOLE16Y(R10, 3, 19, Y2)
	HOLE16Y(R10, 4, 20, Y0)
	HOLE16Y(R10, 5, 21, Y2)
	HOLE16Y(R10, 6, 22, Y0)
	HOLE16Y(R10, 7, 23, Y2)
	HOLE16Y(R10, 8, 24, Y0)
	HOLE16Y(R10, 9, 25, Y2)
	HOLE16Y(R10, 10, 26, Y0)
	HOLE16Y(R10, 11, 27, Y2)
	HOLE16Y(R10, 12, 28, Y0)
	HOLE16Y(R10, 13, 29, Y2)
	HOLE16Y(R10, 14, 30, Y0)
	HOLE16Y(R10, 15, 31, Y2)
	VPADDW	Y2, Y0, Y0

	MOVQ	ex+48(FP), AX
	MOVQ	0(AX), R13
	TESTQ	R13, R13
	JZ	high16
	MOVQ	first+56(FP), DX
	IMULQ	R9, DX
	ADDQ	R11, DX // the row of bit 0

lowloop16:
	BSFQ	R13, AX
	IMULQ	R9, AX
	VPADDW	0(DX)(AX*1), Y0, Y0
	INCQ	CX
	BLSRQ	R13, R13
	JNZ	lowloop16

high16:
	MOVQ	ex+48(FP), AX
	MOVQ	8(AX), R13
	TESTQ	R13, R13
	JZ	store16
	MOVQ	first+56(FP), DX
	ADDQ	$64, DX
	IMULQ	R9, DX
	ADDQ	R11, DX // the row of bit 0

highloop16:
	BSFQ	R13, AX
	IMULQ	R9, AX
	VPADDW	0(DX)(AX*1), Y0, Y0
	INCQ	CX
	BLSRQ	R13, R13
	JNZ	highloop16

store16:
	VMOVDQU	Y0, 0(DI)

done:
	MOVQ	CX, ret+72(FP)
	VZEROUPPER
	RET
