package actiongraph

// Cost is spent as its node starts (AG-COST-1). A node whose cost cannot be
// paid fails to start.
type Cost interface {
	CanPay(h Host) bool
	Pay(h Host)
	// Why names the cost in a failure, such as "cost stamina".
	Why() string
}

// Gate must be open for its node to start (AG-COST-1).
type Gate interface {
	Open(c *Component) bool
	// Why names the gate in a failure, such as "gate tags".
	Why() string
}

// VitalCost spends an amount of a vital.
type VitalCost struct {
	Vital  string
	Amount float64
	why    string
}

// NewVitalCost returns a cost of amount of a vital.
func NewVitalCost(vital string, amount float64) *VitalCost {
	return &VitalCost{Vital: vital, Amount: amount, why: "cost " + vital}
}

// CanPay reports whether the vital holds the amount.
func (v *VitalCost) CanPay(h Host) bool {
	cur, ok := h.Vital(v.Vital)
	return ok && cur >= v.Amount
}

// Pay spends the amount.
func (v *VitalCost) Pay(h Host) {
	cur, _ := h.Vital(v.Vital)
	h.SetVital(v.Vital, cur-v.Amount)
}

// Why names the vital.
func (v *VitalCost) Why() string {
	if v.why == "" {
		return "cost " + v.Vital
	}
	return v.why
}

// CooldownCost spends one charge of a cooldown that recharges over Seconds
// and holds up to Charges.
type CooldownCost struct {
	Cooldown string
	Seconds  float64
	Charges  int
	why      string
}

// NewCooldownCost returns a cost of one charge of a cooldown.
func NewCooldownCost(name string, seconds float64, charges int) *CooldownCost {
	return &CooldownCost{Cooldown: name, Seconds: seconds, Charges: charges, why: "cost " + name}
}

// CanPay reports whether a charge is ready.
func (c *CooldownCost) CanPay(h Host) bool { return h.CooldownReady(c.Cooldown) }

// Pay takes a charge.
func (c *CooldownCost) Pay(h Host) { h.SpendCooldown(c.Cooldown, c.Seconds, c.Charges) }

// Why names the cooldown.
func (c *CooldownCost) Why() string {
	if c.why == "" {
		return "cost " + c.Cooldown
	}
	return c.why
}

// TagGate is open while the character's tags pass a query.
type TagGate struct{ Query TagQuery }

// Open reads the character's tags, the ones the graph grants included.
func (g *TagGate) Open(c *Component) bool { return g.Query.Passes(c) }

// Why names the gate.
func (g *TagGate) Why() string { return "gate tags" }

// CooldownGate is open while a cooldown has a charge ready.
type CooldownGate struct {
	Cooldown string
	why      string
}

// NewCooldownGate returns a gate on a cooldown.
func NewCooldownGate(name string) *CooldownGate {
	return &CooldownGate{Cooldown: name, why: "gate " + name}
}

// Open asks the host.
func (g *CooldownGate) Open(c *Component) bool { return c.host.CooldownReady(g.Cooldown) }

// Why names the cooldown.
func (g *CooldownGate) Why() string {
	if g.why == "" {
		return "gate " + g.Cooldown
	}
	return g.why
}
