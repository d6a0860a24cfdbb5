package actiongraph

import "slices"

// Cooldown is a cooldown's charges in a BasicHost.
type Cooldown struct {
	Charges    int   // charges ready now
	MaxCharges int   // charges it holds when full
	Recharge   Ticks // ticks to regain one charge
	Remaining  Ticks // ticks until the next charge, while recharging
}

// BasicHost is a complete in-memory Host: maps of montages, tags, vitals and
// cooldowns, a target and a stick. The sim command runs on one; a game may
// embed one and override what it answers from its world. Call Tick once a
// tick to recharge cooldowns.
type BasicHost struct {
	Montages  map[string]*Montage
	Tags      []string
	Vitals    map[string]float64
	Cooldowns map[string]*Cooldown

	HasTarget      bool
	TargetDistance float64
	TargetTags     []string

	StickDir   Direction
	Facing     Direction // the last push TurnTo turned to
	Locomotion LocomotionScale

	// PairedActions maps a paired action set to the montage this character plays in it.
	PairedActions map[string]string

	// OnGameplayEvent and OnActivateAbilities, when set, receive what
	// Trigger Ability / Event payloads send.
	OnGameplayEvent     func(GameplayEvent)
	OnActivateAbilities func(tags []string) bool
}

// NewBasicHost returns an empty host.
func NewBasicHost() *BasicHost {
	return &BasicHost{
		Montages:   map[string]*Montage{},
		Vitals:     map[string]float64{},
		Cooldowns:  map[string]*Cooldown{},
		Locomotion: NoLocomotionChange,
	}
}

// AddMontage adds or replaces a montage by name.
func (h *BasicHost) AddMontage(m *Montage) { h.Montages[m.Name] = m }

// Montage answers a montage by name.
func (h *BasicHost) Montage(name string) (*Montage, bool) {
	m, ok := h.Montages[name]
	return m, ok
}

// HasTag reports whether the host carries a tag or a child of it.
func (h *BasicHost) HasTag(tag string) bool {
	for _, t := range h.Tags {
		if TagMatches(t, tag) {
			return true
		}
	}
	return false
}

// AddTag adds a tag once.
func (h *BasicHost) AddTag(tag string) {
	if !slices.Contains(h.Tags, tag) {
		h.Tags = append(h.Tags, tag)
	}
}

// RemoveTag removes a tag.
func (h *BasicHost) RemoveTag(tag string) {
	h.Tags = slices.DeleteFunc(h.Tags, func(t string) bool { return t == tag })
}

// Vital returns a vital.
func (h *BasicHost) Vital(name string) (float64, bool) {
	v, ok := h.Vitals[name]
	return v, ok
}

// SetVital sets a vital.
func (h *BasicHost) SetVital(name string, v float64) { h.Vitals[name] = v }

// CooldownReady reports whether a cooldown has a charge; an unknown one is ready.
func (h *BasicHost) CooldownReady(name string) bool {
	cd, ok := h.Cooldowns[name]
	return !ok || cd.Charges > 0
}

// SpendCooldown takes a charge, creating the cooldown full on first use.
func (h *BasicHost) SpendCooldown(name string, seconds float64, charges int) bool {
	cd, ok := h.Cooldowns[name]
	if !ok {
		charges = max(charges, 1)
		cd = &Cooldown{Charges: charges, MaxCharges: charges}
		h.Cooldowns[name] = cd
	}
	cd.Recharge = SecondsToTicks(seconds)
	if cd.Charges <= 0 {
		return false
	}
	if cd.Charges == cd.MaxCharges || cd.Remaining <= 0 {
		cd.Remaining = cd.Recharge
	}
	cd.Charges--
	if cd.Recharge <= 0 {
		cd.Charges = cd.MaxCharges
	}
	return true
}

// Tick recharges cooldowns by one tick.
func (h *BasicHost) Tick() {
	for _, cd := range h.Cooldowns {
		if cd.Charges >= cd.MaxCharges {
			continue
		}
		cd.Remaining--
		if cd.Remaining <= 0 {
			cd.Charges++
			cd.Remaining = cd.Recharge
		}
	}
}

// Target returns the target's distance.
func (h *BasicHost) Target() (float64, bool) { return h.TargetDistance, h.HasTarget }

// TargetHasTag reports whether the target carries a tag.
func (h *BasicHost) TargetHasTag(tag string) bool {
	if !h.HasTarget {
		return false
	}
	for _, t := range h.TargetTags {
		if TagMatches(t, tag) {
			return true
		}
	}
	return false
}

// Stick returns the stick's direction.
func (h *BasicHost) Stick() Direction { return h.StickDir }

// TurnTo records the direction the body turned to.
func (h *BasicHost) TurnTo(d Direction) { h.Facing = d }

// SetLocomotion records the locomotion scale.
func (h *BasicHost) SetLocomotion(s LocomotionScale) { h.Locomotion = s }

// SendGameplayEvent hands the event to OnGameplayEvent.
func (h *BasicHost) SendGameplayEvent(e GameplayEvent) {
	if h.OnGameplayEvent != nil {
		h.OnGameplayEvent(e)
	}
}

// ActivateAbilities hands the tags to OnActivateAbilities.
func (h *BasicHost) ActivateAbilities(tags []string) bool {
	if h.OnActivateAbilities != nil {
		return h.OnActivateAbilities(tags)
	}
	return false
}

// PairedActionAvailable reports whether a target is present and a set is known.
func (h *BasicHost) PairedActionAvailable(sets []string) bool {
	_, ok := h.pairedMontage(sets)
	return ok
}

// StartPairedAction returns the montage of the first known set.
func (h *BasicHost) StartPairedAction(sets []string) (string, bool) {
	return h.pairedMontage(sets)
}

func (h *BasicHost) pairedMontage(sets []string) (string, bool) {
	if !h.HasTarget {
		return "", false
	}
	for _, s := range sets {
		if m, ok := h.PairedActions[s]; ok {
			return m, true
		}
	}
	return "", false
}
