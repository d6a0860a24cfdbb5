// Package combat is what happens when moves meet: fighters with health,
// stamina and knockback; melee traces that sweep a weapon's hitbox from
// tick to tick so a fast swing never passes through a target; hits resolved
// by the rules of dodge, parry, guard and clean hit; hitstop and stagger;
// target selection with lock-on; and bodies that move, stay on the floor and
// do not overlap. It never imports ebiten or the game's world: the world
// calls it, reads plain results and drives each character's action graph
// from them.
//
// # Space
//
// World units are pixels of the 1280x720 arena, y downwards; a facing is in
// radians, 0 along +x. Boxes come in frame pixels of a 64x64 frame authored
// facing right and pinned to the character at its centre (Pivot): combat
// subtracts the pivot, rotates by the facing and adds the position.
//
// # A tick
//
// The world calls, in this order:
//
//  1. set each Fighter's Move (and Facing, Hurtbox) from input or brain;
//  2. Arena.Step: hitstop, stagger, stamina, movement, separation, bounds;
//  3. feed every character its inputs, and Tick its Component unless its
//     Fighter is Frozen (inputs stay buffered through hitstop);
//  4. Arena.UpdateTargets, then copy Target and TargetDist to the hosts;
//  5. for every character inside a "trace:" window, Arena.Sweep with the
//     frame's "hitbox" slice and the move's Attack; Arena.EndTrace when the
//     window closes or the move is cut;
//  6. for each Hit: on Struck or GuardBroken interrupt the victim's
//     Component and keep TagStaggered on it while Fighter.Staggered; on
//     Parried do that to the attacker; on Killed play the death.
//
// Step, UpdateTargets and Sweep (given room in its hits slice) allocate
// nothing, and the same calls always give the same fighters.
//
// # resolv
//
// Vectors, bounds and the projections of the separating-axis tests are
// github.com/solarlune/resolv's value types. Its v0.8.1 shapes are not used
// for the tests themselves: ConvexPolygon.Intersection reports only edges
// that cross, so a hurtbox wholly inside a swept hull would be missed, and
// each test allocates. Sweeps therefore build their hulls in fixed arrays and
// test them with their own separating-axis code.
package combat
