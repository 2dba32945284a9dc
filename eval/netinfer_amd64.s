//go:build !purego

#include "textflag.h"

// ROW32 adds (PADDW) or takes off (PSUBW) the 32 units at SI+r from the
// sums in X0..X3, straight from memory: w1 is 16-byte aligned
// (alignedBlocks) and a row offset is a multiple of 32 bytes.
#define ROW32(r, op) op 0(SI)(r*1), X0; op 16(SI)(r*1), X1; op 32(SI)(r*1), X2; op 48(SI)(r*1), X3

// ROW16 is ROW32 for the 16 units at SI+r, in X0 and X1.
#define ROW16(r, op) op 0(SI)(r*1), X0; op 16(SI)(r*1), X1

// The rows of the holes (fastLayout.holes): for 32 units a row is 64
// bytes, a hole's 17 rows (holeSlots) HOLEROWS32 bytes and the rows of
// the 32 holes GROUP32 bytes; for 16 units, half of each. A slot from
// the table of slots (holeSlot) is the slot times 8, the scale of the
// 32-unit rows' index: scaled by 4 it picks a 16-unit row.
#define HOLEROWS32 1088
#define GROUP32 34816
#define HOLEROWS16 544

// SLOT32 adds (PADDW) or takes off (PSUBW) the 32 units of the row of
// slot DX/8 of the hole whose slot 0 is at b, to the sums in X0..X3,
// straight from memory (the rows are 16-byte aligned).
#define SLOT32(b, op) op 0(b)(DX*8), X0; op 16(b)(DX*8), X1; op 32(b)(DX*8), X2; op 48(b)(DX*8), X3

// SLOT16 is SLOT32 for 16 units, summed in X0 and X1.
#define SLOT16(b, op) op 0(b)(DX*4), X0; op 16(b)(DX*4), X1

// HOLE32 adds to the sums in X0..X3 the 32 units at SI of the row of
// hole h, whose seeds are at i(ptr): the row of the slot of the seeds (R12
// is the table of slots) among the hole's rows, which start a fixed
// distance from SI, slot 0 the row of zeros for no seeds, so no branch
// depends on the seeds.
#define HOLE32(ptr, i, h) MOVBQZX i(ptr), AX; MOVBQZX (R12)(AX*1), DX; PADDW (h*HOLEROWS32)(SI)(DX*8), X0; PADDW (h*HOLEROWS32+16)(SI)(DX*8), X1; PADDW (h*HOLEROWS32+32)(SI)(DX*8), X2; PADDW (h*HOLEROWS32+48)(SI)(DX*8), X3

// HOLE16 is HOLE32 for the 16 units at SI, summed in X0 and X1.
#define HOLE16(ptr, i, h) MOVBQZX i(ptr), AX; MOVBQZX (R12)(AX*1), DX; PADDW (h*HOLEROWS16)(SI)(DX*4), X0; PADDW (h*HOLEROWS16+16)(SI)(DX*4), X1

// ADD32 and ADD16 add the 32 (16) units of the row at DX+r to the sums.
#define ADD32(r) PADDW 0(DX)(r*1), X0; PADDW 16(DX)(r*1), X1; PADDW 32(DX)(r*1), X2; PADDW 48(DX)(r*1), X3
#define ADD16(r) PADDW 0(DX)(r*1), X0; PADDW 16(DX)(r*1), X1

// func sumInputRows(words *uint64, holes, w1 *block, pits *[32]uint8, x int, slots *[256]uint8, ex *[2]uint64, first, blocks int) int
//
// Units are summed 32 at a time (four registers of eight 16-bit lanes),
// then 16 for an odd number of blocks: for each, the rows of the 32 holes
// one after another with no branch (HOLE32, HOLE16), from SI, the rows
// of those units in holes, then those of the set bits of the extras,
// lowest first, bit b of ex[k] being the row of input first + 64*k + b
// of w1, from R11, those units of w1's first row. The own holes are
// pits[x:x+16], the opponent's pits[x^16:x^16+16]. Rows are read as
// memory operands, 16-byte aligned (alignedBlocks); a row of w1 is R9
// bytes. The occupied holes are counted once, the extras on every pass,
// to the same count.
TEXT ·sumInputRows(SB), NOSPLIT, $0-80
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

	// The occupied holes, counted once: 32 less the empty ones, found by
	// PCMPEQB with zero and summed by PSADBW.
	PXOR	X7, X7
	MOVOU	(R8), X4
	MOVOU	(R10), X5
	PCMPEQB	X7, X4
	PCMPEQB	X7, X5
	PXOR	X6, X6
	PSUBB	X4, X6
	PSUBB	X5, X6 // the empty holes at each byte place: 0, 1 or 2
	PSADBW	X7, X6
	MOVQ	X6, AX
	PSHUFL	$0xee, X6, X6
	MOVQ	X6, DX
	ADDQ	DX, AX
	MOVQ	$32, CX
	SUBQ	AX, CX
	MOVQ	CX, ret+72(FP) // each pass counts the extras from here

chunk32:
	CMPQ	BX, $2
	JLT	chunk16
	PXOR	X0, X0
	PXOR	X1, X1
	PXOR	X2, X2
	PXOR	X3, X3
	MOVQ	ret+72(FP), CX
	HOLE32(R8, 0, 0)
	HOLE32(R8, 1, 1)
	HOLE32(R8, 2, 2)
	HOLE32(R8, 3, 3)
	HOLE32(R8, 4, 4)
	HOLE32(R8, 5, 5)
	HOLE32(R8, 6, 6)
	HOLE32(R8, 7, 7)
	HOLE32(R8, 8, 8)
	HOLE32(R8, 9, 9)
	HOLE32(R8, 10, 10)
	HOLE32(R8, 11, 11)
	HOLE32(R8, 12, 12)
	HOLE32(R8, 13, 13)
	HOLE32(R8, 14, 14)
	HOLE32(R8, 15, 15)
	HOLE32(R10, 0, 16)
	HOLE32(R10, 1, 17)
	HOLE32(R10, 2, 18)
	HOLE32(R10, 3, 19)
	HOLE32(R10, 4, 20)
	HOLE32(R10, 5, 21)
	HOLE32(R10, 6, 22)
	HOLE32(R10, 7, 23)
	HOLE32(R10, 8, 24)
	HOLE32(R10, 9, 25)
	HOLE32(R10, 10, 26)
	HOLE32(R10, 11, 27)
	HOLE32(R10, 12, 28)
	HOLE32(R10, 13, 29)
	HOLE32(R10, 14, 30)
	HOLE32(R10, 15, 31)

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
	ADD32(AX)
	INCQ	CX
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
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
	ADD32(AX)
	INCQ	CX
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	highloop32

store32:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)
	MOVOU	X2, 32(DI)
	MOVOU	X3, 48(DI)
	ADDQ	$64, DI
	ADDQ	$GROUP32, SI
	ADDQ	$64, R11
	SUBQ	$2, BX
	JMP	chunk32

chunk16:
	TESTQ	BX, BX
	JZ	done
	PXOR	X0, X0
	PXOR	X1, X1
	MOVQ	ret+72(FP), CX
	HOLE16(R8, 0, 0)
	HOLE16(R8, 1, 1)
	HOLE16(R8, 2, 2)
	HOLE16(R8, 3, 3)
	HOLE16(R8, 4, 4)
	HOLE16(R8, 5, 5)
	HOLE16(R8, 6, 6)
	HOLE16(R8, 7, 7)
	HOLE16(R8, 8, 8)
	HOLE16(R8, 9, 9)
	HOLE16(R8, 10, 10)
	HOLE16(R8, 11, 11)
	HOLE16(R8, 12, 12)
	HOLE16(R8, 13, 13)
	HOLE16(R8, 14, 14)
	HOLE16(R8, 15, 15)
	HOLE16(R10, 0, 16)
	HOLE16(R10, 1, 17)
	HOLE16(R10, 2, 18)
	HOLE16(R10, 3, 19)
	HOLE16(R10, 4, 20)
	HOLE16(R10, 5, 21)
	HOLE16(R10, 6, 22)
	HOLE16(R10, 7, 23)
	HOLE16(R10, 8, 24)
	HOLE16(R10, 9, 25)
	HOLE16(R10, 10, 26)
	HOLE16(R10, 11, 27)
	HOLE16(R10, 12, 28)
	HOLE16(R10, 13, 29)
	HOLE16(R10, 14, 30)
	HOLE16(R10, 15, 31)

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
	ADD16(AX)
	INCQ	CX
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
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
	ADD16(AX)
	INCQ	CX
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	highloop16

store16:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)

done:
	MOVQ	CX, ret+72(FP)
	RET

// CHANGED32(off) and CHANGED16(off) move the sums from the old seeds to
// the new ones of pit off+AX (off: the first pit of a quarter), whose
// hole's slot 0 is at BX, in two halves: the row of the slot of its old
// seeds is taken off 32 (16) units, then the row of its new seeds added.
// CX counts the occupied holes: the compare of the slot with 1 sets CF
// for slot 0, the empty hole, so ADCQ $-1 takes one off for an old
// occupied hole and SBBQ $-1 adds one for a new one.
#define CHANGED32(off) MOVBQZX off(R8)(AX*1), DX; MOVBQZX (R12)(DX*1), DX; CMPQ DX, $1; ADCQ $-1, CX; SLOT32(BX, PSUBW); MOVBQZX off(R10)(AX*1), DX; MOVBQZX (R12)(DX*1), DX; CMPQ DX, $1; SBBQ $-1, CX; SLOT32(BX, PADDW)
#define CHANGED16(off) MOVBQZX off(R8)(AX*1), DX; MOVBQZX (R12)(DX*1), DX; CMPQ DX, $1; ADCQ $-1, CX; SLOT16(BX, PSUBW); MOVBQZX off(R10)(AX*1), DX; MOVBQZX (R12)(DX*1), DX; CMPQ DX, $1; SBBQ $-1, CX; SLOT16(BX, PADDW)

// QUARTER(q, rows) sets R11 to the slot 0 of the first hole of quarter q
// of the pits (hole 8q^x, x in R9), holes of rows bytes each from SI.
#define QUARTER(q, rows) MOVQ R9, R11; XORQ $(8*q), R11; IMULQ $rows, R11; ADDQ SI, R11

// func updateHoleRows(words *uint64, holes *block, old, now *[32]uint8, diff *[4]uint64, x int, slots *[256]uint8, blocks int) int
//
// For each pit whose byte of diff has its top bit set, lowest first: the
// row of its old seeds is taken off the sums and the row of its new seeds
// added (PSUBW, PADDW from memory: rows are 16-byte aligned), 32 units at
// a time, then 16 for an odd number of blocks. The pits of a quarter are
// holes 8q^x + 0..7, so a pit's hole's rows are at R11 (QUARTER) plus
// its byte in the quarter times a hole's rows. It returns the occupied
// holes of now less those of old (every pass counts the same).
TEXT ·updateHoleRows(SB), NOSPLIT, $0-72
	MOVQ	words+0(FP), DI
	MOVQ	holes+8(FP), SI
	MOVQ	old+16(FP), R8
	MOVQ	now+24(FP), R10
	MOVQ	x+40(FP), R9
	MOVQ	slots+48(FP), R12
	XORQ	CX, CX

chunk32:
	CMPQ	blocks+56(FP), $2
	JLT	chunk16
	XORQ	CX, CX
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1
	MOVOU	32(DI), X2
	MOVOU	48(DI), X3

q032:
	MOVQ	diff+32(FP), AX
	MOVQ	0(AX), R13
	TESTQ	R13, R13
	JZ	q132
	QUARTER(0, HOLEROWS32)

q0loop32:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS32, AX, BX
	ADDQ	R11, BX
	CHANGED32(0)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q0loop32

q132:
	MOVQ	diff+32(FP), AX
	MOVQ	8(AX), R13
	TESTQ	R13, R13
	JZ	q232
	QUARTER(1, HOLEROWS32)

q1loop32:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS32, AX, BX
	ADDQ	R11, BX
	CHANGED32(8)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q1loop32

q232:
	MOVQ	diff+32(FP), AX
	MOVQ	16(AX), R13
	TESTQ	R13, R13
	JZ	q332
	QUARTER(2, HOLEROWS32)

q2loop32:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS32, AX, BX
	ADDQ	R11, BX
	CHANGED32(16)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q2loop32

q332:
	MOVQ	diff+32(FP), AX
	MOVQ	24(AX), R13
	TESTQ	R13, R13
	JZ	store32
	QUARTER(3, HOLEROWS32)

q3loop32:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS32, AX, BX
	ADDQ	R11, BX
	CHANGED32(24)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q3loop32

store32:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)
	MOVOU	X2, 32(DI)
	MOVOU	X3, 48(DI)
	ADDQ	$64, DI
	ADDQ	$GROUP32, SI
	SUBQ	$2, blocks+56(FP)
	JMP	chunk32

chunk16:
	CMPQ	blocks+56(FP), $0
	JEQ	done
	XORQ	CX, CX
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1

q016:
	MOVQ	diff+32(FP), AX
	MOVQ	0(AX), R13
	TESTQ	R13, R13
	JZ	q116
	QUARTER(0, HOLEROWS16)

q0loop16:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS16, AX, BX
	ADDQ	R11, BX
	CHANGED16(0)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q0loop16

q116:
	MOVQ	diff+32(FP), AX
	MOVQ	8(AX), R13
	TESTQ	R13, R13
	JZ	q216
	QUARTER(1, HOLEROWS16)

q1loop16:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS16, AX, BX
	ADDQ	R11, BX
	CHANGED16(8)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q1loop16

q216:
	MOVQ	diff+32(FP), AX
	MOVQ	16(AX), R13
	TESTQ	R13, R13
	JZ	q316
	QUARTER(2, HOLEROWS16)

q2loop16:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS16, AX, BX
	ADDQ	R11, BX
	CHANGED16(16)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q2loop16

q316:
	MOVQ	diff+32(FP), AX
	MOVQ	24(AX), R13
	TESTQ	R13, R13
	JZ	store16
	QUARTER(3, HOLEROWS16)

q3loop16:
	BSFQ	R13, AX
	SHRQ	$3, AX // the byte of the changed pit
	IMUL3Q	$HOLEROWS16, AX, BX
	ADDQ	R11, BX
	CHANGED16(24)
	LEAQ	-1(R13), AX
	ANDQ	AX, R13
	JNZ	q3loop16

store16:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)

done:
	MOVQ	CX, ret+64(FP)
	RET

// func addSubRows(words *uint64, w1 *block, add, sub []int32, blocks int)
//
// Units are summed 32 at a time (four registers of eight 16-bit lanes),
// two rows a pass, then 16 for an odd number of blocks. A row offset
// counts blocks of 32 bytes.
TEXT ·addSubRows(SB), NOSPLIT, $0-72
	MOVQ	words+0(FP), DI
	MOVQ	w1+8(FP), SI
	MOVQ	blocks+64(FP), BX

chunk32:
	CMPQ	BX, $2
	JLT	chunk16
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1
	MOVOU	32(DI), X2
	MOVOU	48(DI), X3
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
	MOVOU	0(DI), X0
	MOVOU	16(DI), X1

	MOVQ	add_base+16(FP), DX
	MOVQ	add_len+24(FP), CX
	TESTQ	CX, CX
	JZ	sub16

addloop16:
	MOVLQSX	(DX), AX
	SHLQ	$5, AX
	ROW16(AX, PADDW)
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
	ROW16(AX, PSUBW)
	ADDQ	$4, DX
	DECQ	CX
	JNZ	subloop16

store16:
	MOVOU	X0, 0(DI)
	MOVOU	X1, 16(DI)

done:
	RET

// func layersSSE2(act, words *uint64, b1 *block, bias int32, units int, w2 *block, b2 *int32, w3 *int16, chunks int) int32
//
// The first layer, eight units a pass, in 16-bit lanes: less the bias
// (wrapping, which leaves the exact sum of the weights, plus 1 for the
// rounding), plus the two parts of b1 with saturation, shifted right by
// w1Shift (1) and clipped to [0, QA] (256), stored to act. See
// fastLayout.b1 for why the saturation changes no unit.
//
// Then, with no second layer (no chunks), the products of the units with
// the output weights (PMADDWD) into four 32-bit sums. Else the second
// layer, sixteen of its units a pass (two chunks of w2, pairs*32 bytes
// apart, pairs being half the first layer's units), then eight for an
// odd number of chunks. Four pairs of first-layer units are loaded at
// once; each pair is broadcast into a register for each four weight
// pairs of each chunk and multiplied by them straight from memory
// (PMADDWD; w2 is 16-byte aligned) into registers of four 32-bit sums.
// Then the biases, the shift by qbShift (10), the clip to [0, QA]
// through a saturating pack, and the products with the output weights
// (PMADDWD) into four 32-bit sums. The four sums are added up at the
// end. X14 is zero and X13 QA in every 16-bit lane throughout.
TEXT ·layersSSE2(SB), NOSPLIT, $0-76
	MOVQ	act+0(FP), DI
	MOVQ	words+8(FP), SI
	MOVQ	b1+16(FP), BX
	MOVL	bias+24(FP), AX
	MOVQ	units+32(FP), CX
	MOVQ	AX, X7
	PSHUFLW	$0, X7, X7
	PSHUFL	$0, X7, X7 // the bias's low 16 bits in each 16-bit lane
	PXOR	X14, X14
	MOVL	$0x01000100, AX
	MOVQ	AX, X13
	PSHUFL	$0, X13, X13 // QA in each 16-bit lane

layer1:
	MOVOU	(SI), X0
	PSUBW	X7, X0
	PADDSW	0(BX), X0
	PADDSW	16(BX), X0
	PSRAW	$1, X0
	PMAXSW	X14, X0
	PMINSW	X13, X0
	MOVOU	X0, (DI)
	ADDQ	$16, SI
	ADDQ	$32, BX
	ADDQ	$16, DI
	SUBQ	$8, CX
	JNZ	layer1

	MOVQ	act+0(FP), R10
	MOVQ	w3+56(FP), R8
	MOVQ	units+32(FP), R12
	MOVQ	chunks+64(FP), R9
	PXOR	X12, X12
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
	PXOR	X0, X0
	PXOR	X1, X1
	PXOR	X2, X2
	PXOR	X3, X3
	MOVQ	R10, SI
	MOVQ	R12, CX

quad16:
	MOVOU	(SI), X8
	PSHUFL	$0x00, X8, X4
	PSHUFL	$0x00, X8, X5
	PSHUFL	$0x00, X8, X6
	PSHUFL	$0x00, X8, X7
	PMADDWL	0(DX), X4
	PMADDWL	16(DX), X5
	PMADDWL	0(DX)(R11*1), X6
	PMADDWL	16(DX)(R11*1), X7
	PADDL	X4, X0
	PADDL	X5, X1
	PADDL	X6, X2
	PADDL	X7, X3
	PSHUFL	$0x55, X8, X4
	PSHUFL	$0x55, X8, X5
	PSHUFL	$0x55, X8, X6
	PSHUFL	$0x55, X8, X7
	PMADDWL	32(DX), X4
	PMADDWL	48(DX), X5
	PMADDWL	32(DX)(R11*1), X6
	PMADDWL	48(DX)(R11*1), X7
	PADDL	X4, X0
	PADDL	X5, X1
	PADDL	X6, X2
	PADDL	X7, X3
	PSHUFL	$0xaa, X8, X4
	PSHUFL	$0xaa, X8, X5
	PSHUFL	$0xaa, X8, X6
	PSHUFL	$0xaa, X8, X7
	PMADDWL	64(DX), X4
	PMADDWL	80(DX), X5
	PMADDWL	64(DX)(R11*1), X6
	PMADDWL	80(DX)(R11*1), X7
	PADDL	X4, X0
	PADDL	X5, X1
	PADDL	X6, X2
	PADDL	X7, X3
	PSHUFL	$0xff, X8, X4
	PSHUFL	$0xff, X8, X5
	PSHUFL	$0xff, X8, X6
	PSHUFL	$0xff, X8, X7
	PMADDWL	96(DX), X4
	PMADDWL	112(DX), X5
	PMADDWL	96(DX)(R11*1), X6
	PMADDWL	112(DX)(R11*1), X7
	PADDL	X4, X0
	PADDL	X5, X1
	PADDL	X6, X2
	PADDL	X7, X3
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
	MOVQ	R12, CX

quad8:
	MOVOU	(SI), X8
	PSHUFL	$0x00, X8, X4
	PSHUFL	$0x00, X8, X5
	PMADDWL	0(DX), X4
	PMADDWL	16(DX), X5
	PADDL	X4, X0
	PADDL	X5, X1
	PSHUFL	$0x55, X8, X4
	PSHUFL	$0x55, X8, X5
	PMADDWL	32(DX), X4
	PMADDWL	48(DX), X5
	PADDL	X4, X0
	PADDL	X5, X1
	PSHUFL	$0xaa, X8, X4
	PSHUFL	$0xaa, X8, X5
	PMADDWL	64(DX), X4
	PMADDWL	80(DX), X5
	PADDL	X4, X0
	PADDL	X5, X1
	PSHUFL	$0xff, X8, X4
	PSHUFL	$0xff, X8, X5
	PMADDWL	96(DX), X4
	PMADDWL	112(DX), X5
	PADDL	X4, X0
	PADDL	X5, X1
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
	MOVL	AX, ret+72(FP)
	RET

dot:
	MOVOU	(R10), X1
	MOVOU	(R8), X2
	PMADDWL	X2, X1
	PADDL	X1, X12
	ADDQ	$16, R10
	ADDQ	$16, R8
	SUBQ	$8, R12
	JNZ	dot
	JMP	sum
