package app.vidcraft;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
