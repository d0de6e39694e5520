// libyaml's event parser for the ConfigFile module (scene files, App Store configs). The header comes
// from the Debian package libyaml-dev and needs no extra include path.
#ifndef CYAML_SHIM_H
#define CYAML_SHIM_H

#include <yaml.h>

#endif
