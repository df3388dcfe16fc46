package v1beta1

// WidgetSpec is the desired state of a Widget.
type WidgetSpec struct {
	// Replicas is the number of widgets; 0 is allowed when WidgetScaleToZero is on.
	// +featureGate=WidgetScaleToZero
	// +lifecycle:kubernetes:minVersion=v1.35,status=alpha,featureGate=WidgetScaleToZero
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`

	// Colour names a gate that the repository does not define.
	// +featureGate=WidgetColours
	// +optional
	Colour string `json:"colour,omitempty"`
}
