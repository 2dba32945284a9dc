//go:build !purego

#include "textflag.h"

// HOLE writes the row offset of hole h, whose seeds are at i(ptr), to
// offs[CX] and counts it (CX++) when the hole is occupied: every hole is
// written, so no branch depends on the seeds. Its input is h*16 (16 =
// NetHoleBuckets) plus the bucket of its seeds.
#define HOLE(ptr, i, h) MOVBQZX i(ptr), AX; MOVBQZX (R12)(AX*1), BX; ADDQ $(h*16), BX; IMULQ R9, BX; MOVL BX, (DI)(CX*4); NEGQ AX; ADCQ $0, CX

// func holeRows(pits *[32]uint8, x int, offs *int32, blocks int, buckets *[256]uint8) int
//
// The 32 holes one after another with no branch (HOLE): the own holes
// are pits[x:x+16], the opponent's pits[x^16:x^16+16].
TEXT ·holeRows(SB), NOSPLIT, $0-48
	MOVQ	pits+0(FP), SI
	MOVQ	x+8(FP), DX
	MOVQ	offs+16(FP), DI
	MOVQ	blocks+24(FP), R9
	MOVQ	buckets+32(FP), R12
	MOVQ	DX, R10
	XORQ	$16, R10
	ADDQ	SI, R10 // the opponent's holes
	ADDQ	DX, SI  // the own holes
	XORQ	CX, CX  // offsets counted
	HOLE(SI, 0, 0)
	HOLE(SI, 1, 1)
	HOLE(SI, 2, 2)
	HOLE(SI, 3, 3)
	HOLE(SI, 4, 4)
	HOLE(SI, 5, 5)
	HOLE(SI, 6, 6)
	HOLE(SI, 7, 7)
	HOLE(SI, 8, 8)
	HOLE(SI, 9, 9)
	HOLE(SI, 10, 10)
	HOLE(SI, 11, 11)
	HOLE(SI, 12, 12)
	HOLE(SI, 13, 13)
	HOLE(SI, 14, 14)
	HOLE(SI, 15, 15)
	HOLE(R10, 0, 16)
	HOLE(R10, 1, 17)
	HOLE(R10, 2, 18)
	HOLE(R10, 3, 19)
	HOLE(R10, 4, 20)
	HOLE(R10, 5, 21)
	HOLE(R10, 6, 22)
	HOLE(R10, 7, 23)
	HOLE(R10, 8, 24)
	HOLE(R10, 9, 25)
	HOLE(R10, 10, 26)
	HOLE(R10, 11, 27)
	HOLE(R10, 12, 28)
	HOLE(R10, 13, 29)
	HOLE(R10, 14, 30)
	HOLE(R10, 15, 31)
	MOVQ	CX, ret+40(FP)
	RET

// func extraRows(ex *[2]uint64, offs *int32, n, blocks, first int) int
TEXT ·extraRows(SB), NOSPLIT, $0-48
	MOVQ	ex+0(FP), SI
	MOVQ	offs+8(FP), DI
	MOVQ	n+16(FP), CX
	MOVQ	blocks+24(FP), R9
	MOVQ	first+32(FP), BX
	MOVQ	0(SI), R10
	TESTQ	R10, R10
	JZ	second

low:
	BSFQ	R10, AX
	ADDQ	BX, AX
	IMULQ	R9, AX
	MOVL	AX, (DI)(CX*4)
	INCQ	CX
	LEAQ	-1(R10), DX
	ANDQ	DX, R10
	JNZ	low

second:
	ADDQ	$64, BX
	MOVQ	8(SI), R10
	TESTQ	R10, R10
	JZ	done

high:
	BSFQ	R10, AX
	ADDQ	BX, AX
	IMULQ	R9, AX
	MOVL	AX, (DI)(CX*4)
	INCQ	CX
	LEAQ	-1(R10), DX
	ANDQ	DX, R10
	JNZ	high

done:
	MOVQ	CX, ret+40(FP)
	RET

// ROW32 adds (PADDW) or takes off (PSUBW) the 32 units at SI+r from the
// sums in X0..X3, straight from memory: w1 is 16-byte aligned
// (alignedBlocks) and a row offset is a multiple of 32 bytes.
#define ROW32(r, op) op 0(SI)(r*1), X0; op 16(SI)(r*1), X1; op 32(SI)(r*1), X2; op 48(SI)(r*1), X3

// func addSubRows(words *uint64, w1 *block, add, sub []int32, blocks int, fresh bool)
//
// Units are summed 32 at a time (four registers of eight 16-bit lanes),
// two rows a pass, then 16 for an odd number of blocks. A row offset
// counts blocks of 32 bytes.
TEXT ·addSubRows(SB), NOSPLIT, $0-73
	MOVQ	words+0(FP), DI
	MOVQ	w1+8(FP), SI
	MOVQ	blocks+64(FP), BX
	MOVBQZX	fresh+72(FP), R9

chunk32:
	CMPQ	BX, $2
	JLT	chunk16
	TESTQ	R9, R9
	JZ	load32
	PXOR	X0, X0
	PXOR	X1, X1
	PXOR	X2, X2
	PXOR	X3, X3
	JMP	add32

load32:
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1
	MOVOU	32(DI), X2
	MOVOU	48(DI), X3

add32:
	MOVQ	add_base+16(FP), DX
	MOVQ	add_len+24(FP), CX
	SUBQ	$2, CX
	JLT	addlast32

addpair32:
	MOVLQSX	(DX), AX
	MOVLQSX	4(DX), R8
	SHLQ	$5, AX
	SHLQ	$5, R8
	ROW32(AX, PADDW)
	ROW32(R8, PADDW)
	ADDQ	$8, DX
	SUBQ	$2, CX
	JGE	addpair32

addlast32:
	CMPQ	CX, $-1 // one row left
	JNE	sub32
	MOVLQSX	(DX), AX
	SHLQ	$5, AX
	ROW32(AX, PADDW)

sub32:
	MOVQ	sub_base+40(FP), DX
	MOVQ	sub_len+48(FP), CX
	SUBQ	$2, CX
	JLT	sublast32

subpair32:
	MOVLQSX	(DX), AX
	MOVLQSX	4(DX), R8
	SHLQ	$5, AX
	SHLQ	$5, R8
	ROW32(AX, PSUBW)
	ROW32(R8, PSUBW)
	ADDQ	$8, DX
	SUBQ	$2, CX
	JGE	subpair32

sublast32:
	CMPQ	CX, $-1 // one row left
	JNE	store32
	MOVLQSX	(DX), AX
	SHLQ	$5, AX
	ROW32(AX, PSUBW)

store32:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)
	MOVOU	X2, 32(DI)
	MOVOU	X3, 48(DI)
	ADDQ	$64, DI
	ADDQ	$64, SI
	SUBQ	$2, BX
	JMP	chunk32

chunk16:
	TESTQ	BX, BX
	JZ	done
	TESTQ	R9, R9
	JZ	load16
	PXOR	X0, X0
	PXOR	X1, X1
	JMP	add16

load16:
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1

add16:
	MOVQ	add_base+16(FP), DX
	MOVQ	add_len+24(FP), CX
	TESTQ	CX, CX
	JZ	sub16

addloop16:
	MOVLQSX	(DX), AX
	SHLQ	$5, AX
	PADDW	0(SI)(AX*1), X0
	PADDW	16(SI)(AX*1), X1
	ADDQ	$4, DX
	DECQ	CX
	JNZ	addloop16

sub16:
	MOVQ	sub_base+40(FP), DX
	MOVQ	sub_len+48(FP), CX
	TESTQ	CX, CX
	JZ	store16

subloop16:
	MOVLQSX	(DX), AX
	SHLQ	$5, AX
	PSUBW	0(SI)(AX*1), X0
	PSUBW	16(SI)(AX*1), X1
	ADDQ	$4, DX
	DECQ	CX
	JNZ	subloop16

store16:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)

done:
	RET

// func layer1SSE2(act *int16, words *uint64, b1 *int32, bias int32, units int)
//
// Eight units a pass: their 16-bit lanes widened to 32 bits, less the
// bias, plus b1, shifted right by w1Shift (1), packed back to 16 bits
// with saturation and clipped to [0, QA] (256).
TEXT ·layer1SSE2(SB), NOSPLIT, $0-40
	MOVQ	act+0(FP), DI
	MOVQ	words+8(FP), SI
	MOVQ	b1+16(FP), BX
	MOVL	bias+24(FP), AX
	MOVQ	units+32(FP), CX
	MOVQ	AX, X7
	PSHUFL	$0, X7, X7 // bias in each 32-bit lane
	PXOR	X6, X6
	MOVL	$0x01000100, AX
	MOVQ	AX, X5
	PSHUFL	$0, X5, X5 // QA in each 16-bit lane

loop:
	MOVOU	(SI), X0
	MOVO	X0, X1
	PUNPCKLWL	X6, X0
	PUNPCKHWL	X6, X1
	MOVOU	(BX), X2
	MOVOU	16(BX), X3
	PSUBL	X7, X0
	PSUBL	X7, X1
	PADDL	X2, X0
	PADDL	X3, X1
	PSRAL	$1, X0
	PSRAL	$1, X1
	PACKSSLW	X1, X0
	PMAXSW	X6, X0
	PMINSW	X5, X0
	MOVOU	X0, (DI)
	ADDQ	$16, SI
	ADDQ	$32, BX
	ADDQ	$16, DI
	SUBQ	$8, CX
	JNZ	loop
	RET

// func layer2SSE2(act *int16, w2 *int16, b2 *int32, w3 *int16, pairs, chunks int) int32
//
// Sixteen second-layer units a pass (two chunks of w2, pairs*32 bytes
// apart), then eight for an odd number of chunks. Four pairs of
// first-layer units are loaded at once; each pair is broadcast and
// multiplied by the eight weight pairs of each chunk (PMADDWD) into
// registers of four 32-bit sums. Then the biases, the shift by qbShift
// (10), the clip to [0, QA] through a saturating pack, and the products
// with the output weights (PMADDWD) into four 32-bit sums, added up at
// the end. pairs is a multiple of 8.
TEXT ·layer2SSE2(SB), NOSPLIT, $0-52
	MOVQ	act+0(FP), R10
	MOVQ	w2+8(FP), DX
	MOVQ	b2+16(FP), BX
	MOVQ	w3+24(FP), R8
	MOVQ	pairs+32(FP), R11
	SHLQ	$5, R11 // the bytes of a chunk of w2
	MOVQ	chunks+40(FP), R9
	PXOR	X14, X14
	PXOR	X12, X12
	MOVL	$0x01000100, AX
	MOVQ	AX, X13
	PSHUFL	$0, X13, X13 // QA in each 16-bit lane

pass16:
	CMPQ	R9, $2
	JLT	pass8
	PXOR	X0, X0
	PXOR	X1, X1
	PXOR	X2, X2
	PXOR	X3, X3
	MOVQ	R10, SI
	MOVQ	pairs+32(FP), CX

quad16:
	MOVOU	(SI), X8
	PSHUFL	$0x00, X8, X4
	MOVOU	0(DX), X5
	MOVOU	16(DX), X6
	MOVOU	0(DX)(R11*1), X7
	MOVOU	16(DX)(R11*1), X9
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PMADDWL	X4, X7
	PMADDWL	X4, X9
	PADDL	X5, X0
	PADDL	X6, X1
	PADDL	X7, X2
	PADDL	X9, X3
	PSHUFL	$0x55, X8, X4
	MOVOU	32(DX), X5
	MOVOU	48(DX), X6
	MOVOU	32(DX)(R11*1), X7
	MOVOU	48(DX)(R11*1), X9
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PMADDWL	X4, X7
	PMADDWL	X4, X9
	PADDL	X5, X0
	PADDL	X6, X1
	PADDL	X7, X2
	PADDL	X9, X3
	PSHUFL	$0xaa, X8, X4
	MOVOU	64(DX), X5
	MOVOU	80(DX), X6
	MOVOU	64(DX)(R11*1), X7
	MOVOU	80(DX)(R11*1), X9
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PMADDWL	X4, X7
	PMADDWL	X4, X9
	PADDL	X5, X0
	PADDL	X6, X1
	PADDL	X7, X2
	PADDL	X9, X3
	PSHUFL	$0xff, X8, X4
	MOVOU	96(DX), X5
	MOVOU	112(DX), X6
	MOVOU	96(DX)(R11*1), X7
	MOVOU	112(DX)(R11*1), X9
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PMADDWL	X4, X7
	PMADDWL	X4, X9
	PADDL	X5, X0
	PADDL	X6, X1
	PADDL	X7, X2
	PADDL	X9, X3
	ADDQ	$16, SI
	ADDQ	$128, DX
	SUBQ	$4, CX
	JNZ	quad16

	MOVOU	0(BX), X4
	MOVOU	16(BX), X5
	MOVOU	32(BX), X6
	MOVOU	48(BX), X7
	PADDL	X4, X0
	PADDL	X5, X1
	PADDL	X6, X2
	PADDL	X7, X3
	PSRAL	$10, X0
	PSRAL	$10, X1
	PSRAL	$10, X2
	PSRAL	$10, X3
	PACKSSLW	X1, X0
	PACKSSLW	X3, X2
	PMAXSW	X14, X0
	PMAXSW	X14, X2
	PMINSW	X13, X0
	PMINSW	X13, X2
	MOVOU	0(R8), X4
	MOVOU	16(R8), X5
	PMADDWL	X4, X0
	PMADDWL	X5, X2
	PADDL	X0, X12
	PADDL	X2, X12
	ADDQ	$64, BX
	ADDQ	$32, R8
	ADDQ	R11, DX // past the second chunk
	SUBQ	$2, R9
	JMP	pass16

pass8:
	TESTQ	R9, R9
	JZ	sum
	PXOR	X0, X0
	PXOR	X1, X1
	MOVQ	R10, SI
	MOVQ	pairs+32(FP), CX

quad8:
	MOVOU	(SI), X8
	PSHUFL	$0x00, X8, X4
	MOVOU	0(DX), X5
	MOVOU	16(DX), X6
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PADDL	X5, X0
	PADDL	X6, X1
	PSHUFL	$0x55, X8, X4
	MOVOU	32(DX), X5
	MOVOU	48(DX), X6
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PADDL	X5, X0
	PADDL	X6, X1
	PSHUFL	$0xaa, X8, X4
	MOVOU	64(DX), X5
	MOVOU	80(DX), X6
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PADDL	X5, X0
	PADDL	X6, X1
	PSHUFL	$0xff, X8, X4
	MOVOU	96(DX), X5
	MOVOU	112(DX), X6
	PMADDWL	X4, X5
	PMADDWL	X4, X6
	PADDL	X5, X0
	PADDL	X6, X1
	ADDQ	$16, SI
	ADDQ	$128, DX
	SUBQ	$4, CX
	JNZ	quad8

	MOVOU	0(BX), X4
	MOVOU	16(BX), X5
	PADDL	X4, X0
	PADDL	X5, X1
	PSRAL	$10, X0
	PSRAL	$10, X1
	PACKSSLW	X1, X0
	PMAXSW	X14, X0
	PMINSW	X13, X0
	MOVOU	0(R8), X4
	PMADDWL	X4, X0
	PADDL	X0, X12

sum:
	PSHUFL	$0x4e, X12, X0
	PADDL	X0, X12
	PSHUFL	$0xb1, X12, X0
	PADDL	X0, X12
	MOVQ	X12, AX
	MOVL	AX, ret+48(FP)
	RET

// func dotSSE2(act, w *int16, units int) int32
TEXT ·dotSSE2(SB), NOSPLIT, $0-28
	MOVQ	act+0(FP), SI
	MOVQ	w+8(FP), DX
	MOVQ	units+16(FP), CX
	PXOR	X0, X0

dot:
	MOVOU	(SI), X1
	MOVOU	(DX), X2
	PMADDWL	X2, X1
	PADDL	X1, X0
	ADDQ	$16, SI
	ADDQ	$16, DX
	SUBQ	$8, CX
	JNZ	dot

	PSHUFL	$0x4e, X0, X1
	PADDL	X1, X0
	PSHUFL	$0xb1, X0, X1
	PADDL	X1, X0
	MOVQ	X0, AX
	MOVL	AX, ret+24(FP)
	RET
