package features

import (
	"k8s.io/apimachinery/pkg/util/version"
	"k8s.io/component-base/featuregate"
)

const (
	// owner: @widget-team
	// kep: https://kep.k8s.io/9999
	//
	// Lets a Widget scale to zero.
	WidgetScaleToZero featuregate.Feature = "WidgetScaleToZero"
)

var defaultVersionedKubernetesFeatureGates = map[featuregate.Feature]featuregate.VersionedSpecs{
	WidgetScaleToZero: {
		{Version: version.MustParse("1.35"), Default: false, PreRelease: featuregate.Alpha},
		{Version: version.MustParse("1.36"), Default: true, PreRelease: featuregate.Beta},
	},
}
