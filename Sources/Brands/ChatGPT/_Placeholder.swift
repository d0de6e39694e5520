// Placeholder until the kit lands.
