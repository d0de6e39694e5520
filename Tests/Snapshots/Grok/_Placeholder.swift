// Placeholder until the kit's tests land.
